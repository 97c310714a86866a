"""`Ctx.deck` and `Ctx.deck_count` (round 16g: the controller's Deck copied in one step, and
counted without a copy, for speed, issue 11): at every decision of random duels on effect
decks each answers exactly what the plain rule says, for every side a script may name: the
Deck cards top first (the top card is the one drawn next, seed 000 §抽卡階段), the
controller's side first for "both", as a list of its own that a script may change without
touching the duel; the count is that list's length."""

from duelist.engine import effects as E
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))

SIDES = ("me", "opp", "both", 0, 1)


def _sides(player, who):
    return {"me": [player], "opp": [1 - player], "both": [player, 1 - player]}.get(who, [who])


def _check(duel, player):
    ctx = E.Ctx(duel, None, None, player)
    for who in SIDES:
        plain = [c for p in _sides(player, who) for c in reversed(duel.players[p].deck)]
        got = ctx.deck(who)
        assert got == plain
        assert ctx.deck_count(who) == len(plain)
        for p in (0, 1):
            assert got is not duel.players[p].deck       # a list of its own


def test_ctx_deck_and_its_count_answer_the_plain_rule_at_every_decision():
    seen = 0
    for duel, _ in random_decisions(PAIRS, range(2)):
        _check(duel, 0)
        _check(duel, 1)
        seen += 1
    assert seen > 300


def test_ctx_deck_lists_the_top_card_first_and_a_change_to_it_leaves_the_deck_alone():
    """Player 0's Deck is Battle Ox (top), Mystical Elf, Celtic Guardian: `deck("me")` lists
    them in that order, the next draw is Battle Ox, and clearing the list a script got does
    not empty the Deck."""
    table = Table(turn=3)
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    table.deck(1, ["Koumori Dragon"])
    duel = table.build()
    ctx = E.Ctx(duel, None, None, 0)
    mine = ctx.deck("me")
    assert [c.data.name for c in mine] == ["Battle Ox", "Mystical Elf", "Celtic Guardian"]
    assert [c.data.name for c in ctx.deck("both")] == ["Battle Ox", "Mystical Elf", "Celtic Guardian",
                                                       "Koumori Dragon"]
    assert ctx.deck_count("me") == 3 and ctx.deck_count("opp") == 1 and ctx.deck_count("both") == 4
    mine.clear()
    assert ctx.deck_count("me") == 3
    duel.effect_draw(0, 1)
    assert [c.data.name for c in duel.players[0].hand] == ["Battle Ox"]
    assert ctx.deck_count(0) == 2 and [c.data.name for c in ctx.deck(0)] == ["Mystical Elf", "Celtic Guardian"]
