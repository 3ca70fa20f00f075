"""What every article-view mutant imports first: puts adapters/python on the path, so that a
mutant is the Python port of `new` (adapters/python/article_view_new.py) with one method changed.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "adapters", "python"))
