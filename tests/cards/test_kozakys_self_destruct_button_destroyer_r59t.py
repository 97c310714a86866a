"""Kozaky's Self-Destruct Button (21908319) under today's text: the player who destroyed this Set card
takes the 1000 damage, wherever the card goes then.

Source: the OCG text 《コザッキーの自爆装置》 as yugioh-wiki.net gives it (in our words: the player who
destroyed this Set card takes 1000 damage) and its page's notes: unlike Dark Coffin-like cards it works
even when the card is not sent to the GY, and destroyed by its own controller it hurts that player;
it can never be activated. Today's TCG text says the same ("the player that destroyed it"). These
tests play the default rules (current texts); the GOAT preset keeps round 59h's 2005 reading (its
opponent takes the damage, only once in the GY: tests/cards/test_kozakys_self_destruct_button.py),
which we could not check against a 2005 print: a reading, see the report."""

from duelist.testing.reads import lp
from duelist.testing.scenario import Script, Table

KSDB = "Kozaky's Self-Destruct Button"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_kozakys_self_destruct_button_today_my_own_heavy_storm_hurts_me():
    """Q: (today's rules) I Set Kozaky's Self-Destruct Button and the same turn destroy it with my own
    Heavy Storm. A: I destroyed it, so I take the 1000 damage; my opponent takes none."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, KSDB, "Heavy Storm")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", KSDB)
    s.pick("activate", "Heavy Storm")
    _pass_all(s)
    assert lp(duel) == (7000, 8000)


def test_kozakys_self_destruct_button_today_the_destroyer_takes_it():
    """Q: (today's rules) my opponent destroys my Set Kozaky's Self-Destruct Button with Mystical Space
    Typhoon. A: my opponent, who destroyed it, takes 1000 damage."""
    table = Table(turn=4, turn_player=1, phase="main1")
    button = table.spell_trap(0, KSDB)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", button, player=1)
    _pass_all(s)
    assert lp(duel) == (8000, 7000)


def test_kozakys_self_destruct_button_today_banished_by_macro_cosmos_still_hurts():
    """Q: (today's rules) Macro Cosmos is face-up; my opponent destroys my Set Kozaky's Self-Destruct
    Button with Mystical Space Typhoon and it is banished instead. A: it was destroyed all the same
    (yugioh-wiki: it needs no trip to the GY): my opponent takes 1000 damage."""
    table = Table(turn=4, turn_player=1, phase="main1")
    button = table.spell_trap(0, KSDB)
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", button, player=1)
    _pass_all(s)
    assert [c.name for c in duel.players[0].banished] == [KSDB] and lp(duel) == (8000, 7000)


def test_kozakys_self_destruct_button_today_still_never_activated():
    """Q: (today's rules) may I activate my Set Kozaky's Self-Destruct Button? A: no (yugioh-wiki: it
    can never be activated by its player)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, KSDB)
    duel = table.build()
    assert not Script(duel).has("activate", KSDB)
