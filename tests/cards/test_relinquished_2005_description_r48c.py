"""Relinquished's 2005 description is today's with its 2005 difference added (round 48c).

The card's script gives one description per era: the 2005 text (GOAT) is today's description
followed by what differed then (a face-down monster it equips stays face-down, at 0 ATK and
0 DEF). The 2005 description keeps today's words before that note."""

from duelist.cards import db
from duelist.cards.registry import get_script


def test_relinquished_2005_description_begins_with_todays_and_adds_the_difference():
    """Q: what does the 2005 description of Relinquished say? A: today's description, less its
    final full stop, then the 2005 note."""
    card = db.find_card("Relinquished")
    today = get_script(card).description
    then = get_script(card, "2005").description
    assert then.startswith(today[:-1])
    assert "2005 text" in then[len(today) - 1:]
