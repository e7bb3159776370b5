// Pager: the total and "page x of y", with Previous/Next disabled at either end.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { Pager, pageCount } from './Pager';

function renderPager(page: number, pages: number, total: number, capped = false) {
  const onPage = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <Pager
        page={page}
        pages={pages}
        total={total}
        capped={capped}
        noun={['project', 'projects']}
        onPage={onPage}
      />
    </ChakraProvider>,
  );
  const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
  return { onPage, previous: button('Previous'), next: button('Next') };
}

describe('Pager', () => {
  it('disables Previous on the first page and moves on with Next', async () => {
    const { onPage, previous, next } = renderPager(1, 3, 45);
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain(
      '45 projects · page 1 of 3',
    );
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    await userEvent.setup().click(next);
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('disables Next on the last page and goes back with Previous', async () => {
    const { onPage, previous, next } = renderPager(3, 3, 45);
    expect(next.disabled).toBe(true);
    await userEvent.setup().click(previous);
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('counts one page for an empty or single-page list, in the singular for one row', () => {
    const { previous, next } = renderPager(1, 0, 1);
    expect(screen.getByText('1 project · page 1 of 1')).toBeTruthy();
    expect(previous.disabled && next.disabled).toBe(true);
  });

  it('shows a capped total as "1,000+" and keeps Next open past the last counted page', () => {
    const { next } = renderPager(50, 50, 1000, true);
    expect(screen.getByText('1,000+ projects · page 50 of 50+')).toBeTruthy();
    expect(next.disabled).toBe(false);
  });

  it('computes the number of pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
