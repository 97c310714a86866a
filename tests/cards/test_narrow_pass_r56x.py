"""Narrow Pass (40172183), Continuous Trap: activated only while each player controls 2 or fewer
monsters; after its activation each player may Normal Summon only 2 monsters while it stays
face-up.

Sources, read in our words: the card's texts (the 2005 print, PGD / DR1: only while there are 2
or fewer monsters on each side; each player can Normal Summon only 2 monsters after its
activation; today's the same: no ERAS entry); yugioh-wiki.net 《狭き通路》 (it limits Summons only:
a Set, a flip and a Special Summon stay allowed once the 2 are used); cogonline.net's review of
Narrow Pass (PGD-097 / DR1-EN045: 2 more Normal Summons each once it is active, Tribute Summons
among them). The engine facts: a continuous C.NO_NORMAL_SUMMON read by the summon menu, and
`Ctx.normal_summons_logged` counting the Normal Summons since the activation (round 56x).
Ultimate Offering's extra Normal Summons make the count in one turn (its tests:
tests/cards/test_ultimate_offering_effect_and_its_answers_r52x.py)."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table

NP = "Narrow Pass"
UO = "Ultimate Offering"


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(hand=("Battle Ox", "Celtic Guardian", "Hitotsu-Me Giant"), mine=("Mystical Elf",), rules="GOAT",
           set_monster=None):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, NP)
    table.spell_trap(0, UO, face_down=False)
    for name in hand:
        table.hand(0, name)
    for name in mine:
        table.monster(0, name, position="defense")
    if set_monster:
        table.monster(0, set_monster, position="set")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    return duel, s


def _activate_np(duel, s):
    s.pick("activate", NP, player=0, request="idle")
    _pass(duel, s)


def _offering(duel, s):
    s.pick("activate", UO, player=0, request="idle")
    _pass(duel, s)
    assert duel.request.kind == "summon_now"


def test_narrow_pass_two_normal_summons_then_sets_only():
    """Q: (both rule sets) I activate Narrow Pass, Normal Summon Battle Ox, then Celtic Guardian
    by Ultimate Offering. With Ultimate Offering again, may I Normal Summon Hitotsu-Me Giant? A: no:
    my 2 Normal Summons since the activation are made; I may Set it (500 LP each use)."""
    for rules in ("GOAT", "MR5"):
        duel, s = _table(rules=rules)
        _activate_np(duel, s)
        s.pick("summon", "Battle Ox", request="idle")
        _pass(duel, s)
        _offering(duel, s)
        s.pick("summon", "Celtic Guardian", request="summon_now")
        _pass(duel, s)
        _offering(duel, s)
        assert not s.has("summon", "Hitotsu-Me Giant") and s.has("set", "Hitotsu-Me Giant"), rules
        s.pick("set", "Hitotsu-Me Giant", request="summon_now")
        _pass(duel, s)
        assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Hitotsu-Me Giant",
                                                   "Mystical Elf"], rules
        assert lp(duel) == (7000, 8000), rules


def test_narrow_pass_counts_from_its_activation():
    """Q: I Normal Summon Battle Ox, then activate Narrow Pass. A: that Summon was before the
    activation: Ultimate Offering may still Normal Summon 2 more (Celtic Guardian, Hitotsu-Me
    Giant)."""
    duel, s = _table(mine=())
    s.pick("summon", "Battle Ox", request="idle")
    _pass(duel, s)
    _activate_np(duel, s)
    _offering(duel, s)
    s.pick("summon", "Celtic Guardian", request="summon_now")
    _pass(duel, s)
    _offering(duel, s)
    assert s.has("summon", "Hitotsu-Me Giant")


def test_narrow_pass_a_tribute_summon_counts_and_a_flip_summon_is_free():
    """Q: after Narrow Pass I Tribute Summon Summoned Skull (Tributing Mystical Elf) and Normal
    Summon Celtic Guardian by Ultimate Offering. A: both count: no third Normal Summon; but my
    Set Man-Eater Bug (Set on an earlier turn) may still be Flip Summoned."""
    duel, s = _table(hand=("Summoned Skull", "Celtic Guardian", "Hitotsu-Me Giant"), set_monster="Man-Eater Bug")
    _activate_np(duel, s)
    s.pick("summon", "Summoned Skull", request="idle")
    while duel.request.kind in ("tribute", "select"):
        s.pick(duel.request.options[0].kind, "Mystical Elf")
    _pass(duel, s)
    assert "Summoned Skull" in field_monsters(duel, 0)
    _offering(duel, s)
    s.pick("summon", "Celtic Guardian", request="summon_now")
    _pass(duel, s)
    assert duel.request.kind == "idle"
    assert s.has("flip_summon", "Man-Eater Bug")
    _offering(duel, s)
    assert not s.has("summon", "Hitotsu-Me Giant") and s.has("set", "Hitotsu-Me Giant")


def test_narrow_pass_each_player_has_their_own_count():
    """Q: I used my 2 Normal Summons under Narrow Pass; in my opponent's next turn, may they Normal
    Summon the Battle Ox they drew? A: yes: their count is their own (0 so far)."""
    duel, s = _table()
    _activate_np(duel, s)
    s.pick("summon", "Battle Ox", request="idle")
    _pass(duel, s)
    _offering(duel, s)
    s.pick("summon", "Celtic Guardian", request="summon_now")
    _pass(duel, s)
    s.end_turn()
    _pass(duel, s)
    while duel.request.kind != "idle":
        s.pick(duel.request.options[0].kind, player=duel.request.player)
    assert duel.turn_player == 1
    assert s.has("summon", "Battle Ox")     # (the card they drew)


def test_narrow_pass_not_with_three_monsters():
    """Q: I control 3 monsters. A: Narrow Pass cannot be activated (each player must control 2 or
    fewer)."""
    duel, s = _table(mine=("Mystical Elf", "Celtic Guardian", "Battle Ox"))
    assert not s.has("activate", NP)
    duel, s = _table(mine=("Mystical Elf", "Celtic Guardian"))
    assert s.has("activate", NP)
