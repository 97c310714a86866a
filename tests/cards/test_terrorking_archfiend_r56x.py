"""Terrorking Archfiend (35975813): Normal Summoned or Flip Summoned only while its player
controls a face-up "Archfiend" monster (a Set stays allowed; a flip by an effect is no Flip
Summon), an 800 LP upkeep in its controller's Standby Phases, a die (2 or 5) against the
opponent's effects that target it.

Sources, read in our words: the card's text (DCR, 2005, and today's: the same three parts) and
yugioh-wiki.net 《ジェノサイドキングデーモン》 (a summoning rule: only the Normal Summon and the Flip
Summon are barred; turned face-up by an effect such as 《太陽の書》 it needs no Archfiend; its die a
continuous effect as the targeting effect resolves). The OCG text adds a Ha Des-like negation of
the Effect Monsters it destroys by battle, which the TCG prints lack: not scripted (the 2005
text is the one the Goat decks play). Round 56c's position helpers (tests/cards/archfiend_positions.py)."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table

from tests.cards.archfiend_positions import die_outcomes, settle, standby

TK = "Terrorking Archfiend"


def _menu(field, rules="GOAT", hand=(TK,), set_tk=False):
    table = Table(rules=rules, turn=3, turn_player=0)
    for name in hand:
        table.hand(0, name)
    if set_tk:
        table.monster(0, TK, position="set")
    for name, position in field:
        table.monster(0, name, position=position)
    duel = table.build()
    return duel, Script(duel)


def test_terrorking_archfiend_normal_summoned_beside_a_face_up_archfiend():
    """Q: (both rule sets) I control a face-up Archfiend Soldier. A: Terrorking Archfiend may be
    Normal Summoned; it is on my field in Attack Position."""
    for rules in ("GOAT", "MR5"):
        duel, s = _menu([("Archfiend Soldier", "attack")], rules=rules)
        assert s.has("summon", TK) and s.has("set", TK), rules
        s.pick("summon", TK)
        settle(duel, s)
        assert sorted(field_monsters(duel, 0)) == ["Archfiend Soldier", TK], rules


def test_terrorking_archfiend_a_face_down_archfiend_is_not_enough():
    """Q: my Archfiend Soldier is Set. A: a face-down monster is no "Archfiend" monster: Terrorking
    may only be Set."""
    duel, s = _menu([("Archfiend Soldier", "set")])
    assert s.has("set", TK)
    assert not s.has("summon", TK)


def test_terrorking_archfiend_flip_summoned_once_an_archfiend_is_face_up():
    """Q: my Terrorking Archfiend is Set from an earlier turn and I control a face-up Archfiend
    Soldier. A: it may be Flip Summoned: it ends face-up in Attack Position."""
    duel, s = _menu([("Archfiend Soldier", "attack")], hand=(), set_tk=True)
    s.pick("flip_summon", TK)
    settle(duel, s)
    tk = [c for c in duel.monsters(0) if c.name == TK][0]
    assert tk.position == "attack"


def test_terrorking_archfiend_turned_face_up_by_book_of_taiyou():
    """Q: my Terrorking Archfiend is Set; I control no Archfiend and activate Book of Taiyou on it.
    A: a flip by an effect is no Flip Summon (yugioh-wiki.net): it turns face-up in Attack Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Book of Taiyou")
    tk = table.monster(0, TK, position="set")
    duel = table.build()
    s = Script(duel)
    assert not s.has("flip_summon", TK)
    s.pick("activate", "Book of Taiyou")
    s.pick("target", tk)
    settle(duel, s)
    assert tk.card(duel).position == "attack"


def test_terrorking_archfiend_extra_normal_summon_of_ultimate_offering_needs_an_archfiend():
    """Q: no Archfiend on my field; I have Normal Summoned already and use my face-up Ultimate
    Offering. A: its extra Normal Summon is a Normal Summon too: Terrorking may only be Set
    (500 LP paid), and it is Set face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, TK)
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")       # (the turn's Normal Summon)
    settle(duel, s)
    s.pick("activate", "Ultimate Offering", player=0, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.kind == "summon_now"
    assert not s.has("summon", TK)
    s.pick("set", TK, request="summon_now")
    settle(duel, s)
    assert lp(duel) == (7500, 8000)
    assert [c.position for c in duel.monsters(0)] == ["attack", "set"]


def test_terrorking_archfiend_upkeep_800():
    """Q: my Standby Phase with Terrorking Archfiend face-up. A: I pay 800 LP; in my opponent's,
    nothing. With 700 LP it is destroyed instead."""
    assert lp(standby(TK)) == (7200, 8000)
    assert lp(standby(TK, turn=4)) == (8000, 8000)
    duel = standby(TK, lp0=700)
    assert lp(duel) == (700, 8000) and TK in [c.name for c in duel.players[0].grave]


def test_terrorking_archfiend_die_on_2_or_5_negates_and_destroys_snatch_steal():
    """Q: my opponent's Snatch Steal targets my Terrorking Archfiend. A: on a 2 or a 5 it is
    negated and destroyed; on another number they take control."""
    assert die_outcomes(TK, (2, 5)) == {True, False}
