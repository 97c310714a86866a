"""Card of Safe Return (57953380), Continuous Spell: when a monster is Special Summoned from your
GY to the field, you can draw 1 card.

Rulings relied on: yugioh-wiki.net 《生還の宝札》 (any monster Special Summoned from its
controller's own GY, by either player's effect and to either side; optional; a summon from the
hand or from the opponent's GY does not count). Era difference: the 2005 text ("When a monster
is Special Summoned from your Graveyard to the field, you can draw 1 card") is an optional
"when" trigger, which misses the timing when the summon is not the last thing that happened
(seed 000 §誘發效果 / タイミングを逃す); today's OCG text (特殊召喚された場合に発動できる, "if")
does not miss it. Tested under both presets."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(rules="MR5"):
    table = Table(rules=rules, turn=3)
    table.spell_trap(0, "Card of Safe Return", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    return table


def test_card_of_safe_return_draws_when_monster_reborn_revives_my_monster():
    """Q: I activate Monster Reborn on Battle Ox in my GY while Card of Safe Return is face-up.
    A: I may draw 1: I say yes and draw Celtic Guardian."""
    table = _table()
    table.hand(0, "Monster Reborn")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    _pass_all(duel, s)
    s.pick("option", "Attack Position")
    s.pick("yes", request="yes_no", player=0)
    _pass_all(duel, s)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert hand(duel, 0) == ["Celtic Guardian"] and len(duel.players[0].deck) == 4


def test_card_of_safe_return_is_optional():
    """Q: same, but I decline. A: no card is drawn."""
    table = _table()
    table.hand(0, "Monster Reborn")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    _pass_all(duel, s)
    s.pick("option", "Attack Position")
    s.pick("no", request="yes_no", player=0)
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 5


def test_card_of_safe_return_counts_my_monster_revived_by_my_opponent():
    """Q: in my opponent's turn they Monster Reborn the Battle Ox in MY GY. A: it came from my
    GY: I may draw 1."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, "Card of Safe Return", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 5)
    table.hand(1, "Monster Reborn")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn", player=1)
    s.pick("target", "Battle Ox", player=1)
    _pass_all(duel, s)
    s.pick("option", "Attack Position", player=1)
    s.pick("yes", request="yes_no", player=0)
    _pass_all(duel, s)
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"]
    assert hand(duel, 0) == ["Celtic Guardian"]


def test_card_of_safe_return_ignores_a_monster_from_the_opponents_gy():
    """Q: I Monster Reborn my opponent's Battle Ox from THEIR GY. A: not from my GY: no draw is
    offered."""
    table = _table()
    table.hand(0, "Monster Reborn")
    table.grave(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    _pass_all(duel, s)
    s.pick("option", "Attack Position")
    assert duel.request.kind == "idle"
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"] and hand(duel, 0) == []


def _revived_mid_chain(rules):
    """Pot of Greed (chain link 1), my Call of the Haunted chained (link 2) on Battle Ox: the
    summon happens, then Pot of Greed draws 2."""
    table = _table(rules)
    table.hand(0, "Pot of Greed")
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Battle Ox")
    _pass_all(duel, s)
    return duel, s


def test_card_of_safe_return_today_does_not_miss_the_timing():
    """Q: today's text: Call of the Haunted revives Battle Ox as chain link 2 under Pot of
    Greed; the draw for Pot of Greed happens after the summon. A: an "if" trigger: after the
    chain I may still draw 1 (3 cards in all)."""
    duel, s = _revived_mid_chain("MR5")
    s.pick("yes", request="yes_no", player=0)
    _pass_all(duel, s)
    assert len(hand(duel, 0)) == 3 and len(duel.players[0].deck) == 2


def test_card_of_safe_return_2005_misses_the_timing_mid_chain():
    """Q: GOAT preset (2005 text), the same chain. A: a "when ... you can" trigger: the summon
    was not the last thing to happen (Pot of Greed drew after it): it misses the timing; I only
    have Pot of Greed's 2 cards."""
    duel, s = _revived_mid_chain("GOAT")
    assert duel.request.kind == "idle"
    assert len(hand(duel, 0)) == 2 and len(duel.players[0].deck) == 3


def test_card_of_safe_return_2005_draws_when_the_summon_is_last():
    """Q: GOAT preset: Monster Reborn alone revives my Battle Ox. A: the summon is the last
    thing: I may draw 1."""
    table = _table("GOAT")
    table.hand(0, "Monster Reborn")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    _pass_all(duel, s)
    s.pick("option", "Attack Position")
    s.pick("yes", request="yes_no", player=0)
    _pass_all(duel, s)
    assert hand(duel, 0) == ["Celtic Guardian"]
