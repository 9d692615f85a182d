import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, ENDPOINTS } from '@wellness/shared/client';
import { forgetServerDataAfterEach, renderOnStore } from '../test/onStore';
import { VideoLinks } from './VideoLinks';

let videos = [{ feedbackID: 1, feedbackName: 'Meera on back pain', feedbackLink: 'https://youtu.be/dQw4w9WgXcQ' }];
beforeAll(() => {
  api.defaults.adapter = async (config) => {
    let data: unknown = {};
    if (config.url === ENDPOINTS.adminVideos.path) data = { data: videos };
    else if (config.url === ENDPOINTS.updateVideo.path) {
      const body = JSON.parse(config.data);
      videos = videos.map((video) => (video.feedbackID === body.feedbackID ? body : video));
      data = { status: 'success' };
    }
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  };
});
forgetServerDataAfterEach();

it('a link updated shows in the list at once, loaded again from the server', async () => {
  renderOnStore(<VideoLinks />);
  fireEvent.click(await screen.findByRole('button', { name: 'Update Meera on back pain' }));
  fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Meera after six visits' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('button', { name: 'Update Meera after six visits' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
