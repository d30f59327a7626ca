// The lesson page that best teaches a test question (found on the server when the test page is
// built, kept with a review card in the browser). `page` counts from 1, as ?page= does.

export interface LessonPageLink {
  topicId: number;
  page: number;
  pageTitle: string;
}

export const lessonPageHref = (link: LessonPageLink) => `/topic/${link.topicId}?page=${link.page}`;
