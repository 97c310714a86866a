"""Mask of Dispel (20765952), judge's review (round 56t): WHOSE Standby Phase burns.

Sources: the 2005 text (LON; the old OCG text on yugioh-wiki.net 《魔力無力化の仮面》, an early
revision of the page): the selected Spell's CONTROLLER takes 500 in each of THEIR OWN Standby
Phases. Today's text (the OCG text on the later revisions of the same page and on pixiv's
《魔力無力化の仮面》; the English card reviewed as "500 in each of your Standby Phases" on
yu-gi-orange.blogspot.com): in each Standby Phase of Mask of Dispel's controller, the selected
Spell's controller takes 500. The GOAT preset plays the first, today's rules the second."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _mask_on_their_mountain(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Mask of Dispel")
    mountain = table.field_spell(1, "Mountain")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mask of Dispel", player=0, request="idle")
    s.pick("target", mountain, player=0, request="target")
    _pass_all(s)
    return duel, s


def _to_main_of_turn(duel, s, turn):
    s.end_turn()
    _pass_all(s)
    assert duel.turn == turn and duel.phase == "main1"


def test_mask_of_dispel_today_burns_in_its_controllers_standby_phase():
    """Q: today's rules: my Mask of Dispel targets my opponent's Mountain. A: nothing in my
    opponent's Standby Phase; in my next Standby Phase my opponent takes 500."""
    duel, s = _mask_on_their_mountain(None)
    _to_main_of_turn(duel, s, 4)
    assert lp(duel) == (8000, 8000)
    _to_main_of_turn(duel, s, 5)
    assert lp(duel) == (8000, 7500)


def test_mask_of_dispel_2005_burns_in_the_spells_controllers_standby_phase():
    """Q: the same under the GOAT preset. A: my opponent takes 500 in their own Standby Phase,
    nothing in mine."""
    duel, s = _mask_on_their_mountain("GOAT")
    _to_main_of_turn(duel, s, 4)
    assert lp(duel) == (8000, 7500)
    _to_main_of_turn(duel, s, 5)
    assert lp(duel) == (8000, 7500)
