#!/usr/bin/env python3
"""The article view's `new` algorithm in Python: a port of
Sources/Systems/ArticleView/Algorithms/NewArticleView.swift and CacheFirstArticleView.swift, with
the part of ArticleViewEnvironment.swift an app does itself (the page it shows, its requests,
loading the newest revision), run under specrun through the adapter:

    algorithms:
      - system: article-view
        name: new-python
        command: [python3, adapters/python/article_view_new.py]

The article cache is the app's: it arrives with the scene, and a downloaded revision is stored in
it (specrun stores it in its copy too, and counts the download).
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from specrun_adapter import Client  # noqa: E402

SCREEN = "article view"


class Page:
    """The article page: the revision shown (or blank), the progress bar, a banner, the prompt."""

    def __init__(self, revision=None, loading=False, banner=None, refresh_prompt=None):
        self.revision = revision
        self.loading = loading
        self.banner = banner
        self.refresh_prompt = refresh_prompt

    def changed(self, **changes):
        page = Page(self.revision, self.loading, self.banner, self.refresh_prompt)
        page.__dict__.update(changes)
        return page


class ArticleViewApp(Client):
    """What an article view has whatever its policy: the cache, the page, the requests in flight."""

    def on_hello(self, vocabulary):
        data = vocabulary["data"]
        self.refresh_prompt_text = data["refreshPrompt"]
        self.banners = data["banners"]

    def on_start(self, scene, seed, run, device):
        self.on_scene(scene)
        self.page = Page()
        self.state = ("idle",)

    def on_scene(self, scene):
        self.cache = {revision["title"]: revision for revision in scene["cache"]}

    # Rendering

    def show(self, page):
        self.page = page
        revision = page.revision
        self.render(SCREEN, revision=None if revision is None else {"title": revision["title"], "id": revision["id"]},
                    loading=page.loading, banner=page.banner, refreshPrompt=page.refresh_prompt)

    def update_page(self, **changes):
        self.show(self.page.changed(**changes))

    # Requests

    def check_latest_revision(self, title, then):
        self.send_request("revision", title=title, then=then)

    def download(self, title, then, revision=None):
        def arrived(answer):
            if answer.ok:
                self.cache[title] = answer.revision
            then(answer)
        self.send_request("content", title=title, revision=revision, then=arrived)

    def load_latest(self, title, over, then, fallback=Ellipsis):
        """A progress bar over `over` (or a blank page), the newest revision downloaded and shown;
        on failure `fallback` (by default `over`) with the offline or error banner."""
        fallback = over if fallback is Ellipsis else fallback
        self.show(Page(revision=over, loading=True))

        def arrived(answer):
            if answer.ok:
                self.show(Page(revision=answer.revision))
            else:
                self.show(Page(revision=fallback, banner=self.banner_for(answer)))
            then(answer)
        self.download(title, arrived)

    def banner_for(self, answer):
        return self.banners["offline"] if answer.failure == "notConnected" else self.banners["loadFailed"]

    def cancel_requests(self):
        for request in self.pending_requests:
            self.cancel(request)


class CacheFirstArticleView(ArticleViewApp):
    """A cached article shows at once and only its current revision's id is asked for; an article
    not cached, and a tap on refresh, download the newest revision with a progress bar."""

    def on_open(self, title, route):
        self.cancel_requests()
        cached = self.cache.get(title)
        if cached is None:
            self.state = ("loading", title)
            self._load_latest(title, None)
            return
        self.state = ("checking", cached)
        self.show(Page(revision=cached))
        self.check_latest_revision(title, lambda answer: self.revision_checked(answer, cached))

    def on_refresh(self):
        kind = self.state[0]
        if kind in ("idle", "loading", "refreshing"):
            return
        if kind in ("checking", "showing", "updating"):
            shown = self.state[1]
            self.cancel_requests()
            self.state = ("refreshing", shown["title"], shown)
            self._load_latest(shown["title"], shown)
        elif kind == "failed":
            _, title, shown = self.state
            self.state = ("refreshing", title, shown)
            self._load_latest(title, shown)

    def _load_latest(self, title, over):
        def loaded(answer):
            self.state = ("showing", answer.revision, None) if answer.ok else ("failed", title, over)
        self.load_latest(title, over, loaded)

    def revision_checked(self, answer, cached):
        raise NotImplementedError


class NewArticleView(CacheFirstArticleView):
    """The proposal: a newer revision brings a prompt to refresh, the same one nothing, a failed
    check a warning banner, and no connection no banner at all."""

    name = "new (Python)"

    def revision_checked(self, answer, cached):
        if answer.ok and answer.revision["id"] != cached["id"]:
            self.state = ("showing", cached, answer.revision)
            self.update_page(refresh_prompt=self.refresh_prompt_text)
        elif answer.ok or answer.failure == "notConnected":
            self.state = ("showing", cached, None)
        else:
            self.state = ("showing", cached, None)
            self.update_page(banner=self.banners["revisionUnknown"])


if __name__ == "__main__":
    NewArticleView().run()
