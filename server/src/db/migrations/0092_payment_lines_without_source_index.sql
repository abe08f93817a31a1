-- Nothing finds payment lines by their source; each calculation wrote one entry per line (decision 0054).
DROP INDEX "payment_lines_source_idx";