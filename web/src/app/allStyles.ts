/** Every Mantine component's styles, loaded with each page's chunk except the sign-in page's (app/styles.ts). */
import '@mantine/core/styles.layer.css';
