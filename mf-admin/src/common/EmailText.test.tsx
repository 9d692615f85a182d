import { render } from '@testing-library/react';
import { EmailText } from './EmailText';

test('an e-mail address may wrap after the @ and before a dot, and reads and copies as the address itself', () => {
  const { container } = render(<EmailText email="asha.kulkarni@kothrudwellness.example.com" />);
  expect(container.innerHTML).toBe('asha<wbr>.kulkarni@<wbr>kothrudwellness<wbr>.example<wbr>.com');
  expect(container.textContent).toBe('asha.kulkarni@kothrudwellness.example.com');
});

test('an address without those marks stays one piece', () => {
  const { container } = render(<EmailText email="nobody" />);
  expect(container.innerHTML).toBe('nobody');
});
