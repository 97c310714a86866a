"""`Ctx.any_card`, `Ctx.count_cards` and `Ctx.cards_where` (round 17x): the questions a card
script asks about the cards of a place ("is there a Level 4 or lower Warrior in your Deck?",
"how many Effect Monsters are on the field?", "which Dragons in your hand could be Special
Summoned?"), each one loop inside `Ctx`. For every place and every side a script may name
they answer exactly what the selectors say: `cards_where` is the selector's list filtered,
in the selector's order (the Deck top first, seed 000 §抽卡階段; the controller's side first
for "both"), `count_cards` its length and `any_card` whether it is empty; the filter is
called as `fits(ctx, card)`, and a pile walked for the question is left as it was."""

import pytest

from duelist.engine import effects as E
from duelist.testing.scenario import Table
from duelist.testing.walks import random_decisions

PLACES = ("hand", "deck", "grave", "banished", "extra_deck", "monsters", "spells_traps", "field")
SIDES = ("me", "opp", "both", 0, 1)


def _selector(ctx, place, who):
    if place == "banished":     # (no Ctx selector: the piles, the controller's side first)
        sides = {"me": [ctx.player], "opp": [1 - ctx.player], "both": [ctx.player, 1 - ctx.player]}
        return [c for p in sides.get(who, [who]) for c in ctx.duel.players[p].banished]
    return getattr(ctx, place)(who)


def _table():
    """Player 0: hand Battle Ox, Mystical Elf; Deck (top first) Celtic Guardian, Koumori
    Dragon, Giant Soldier of Stone; GY Hitotsu-Me Giant; banished Beaver Warrior; Extra Deck
    Flame Swordsman; Gaia The Fierce Knight face-up in Attack Position, Man-Eater Bug Set;
    Mirror Force Set; Yami in the Field Zone. Player 1: hand Dark Hole; Deck Battle Ox;
    GY Koumori Dragon, Mystical Elf; banished Celtic Guardian; Summoned Skull face-up."""
    table = Table(turn=3)
    table.hand(0, "Battle Ox", "Mystical Elf")
    table.deck(0, ["Celtic Guardian", "Koumori Dragon", "Giant Soldier of Stone"])
    table.grave(0, "Hitotsu-Me Giant")
    table.banished(0, "Beaver Warrior")
    table.extra(0, "Flame Swordsman")
    table.monster(0, "Gaia The Fierce Knight")
    table.monster(0, "Man-Eater Bug", position="set")
    table.spell_trap(0, "Mirror Force")
    table.field_spell(0, "Yami")
    table.hand(1, "Dark Hole")
    table.deck(1, ["Battle Ox"])
    table.grave(1, "Koumori Dragon", "Mystical Elf")
    table.banished(1, "Celtic Guardian")
    table.monster(1, "Summoned Skull")
    return table.build()


def _names(cards):
    return [c.data.name for c in cards]


def _check(ctx, fits):
    for place in PLACES:
        for who in SIDES:
            plain = [c for c in _selector(ctx, place, who) if fits(ctx, c)]
            assert ctx.cards_where(place, fits, who=who) == plain, (place, who)
            assert ctx.count_cards(place, fits, who=who) == len(plain), (place, who)
            assert ctx.any_card(place, fits, who=who) == bool(plain), (place, who)


def _everything(ctx, card):
    return True


def _monster(ctx, card):
    return card.data.card_type == "Monster"


def _not_this(ctx, card):
    return card is not ctx.card


def test_every_place_and_side_answers_as_the_selectors_on_a_table():
    duel = _table()
    for player in (0, 1):
        ctx = E.Ctx(duel, None, None, player)
        _check(ctx, _everything)
        _check(ctx, _monster)
        _check(ctx, lambda ctx, card: False)


def test_the_answers_on_the_table_by_name():
    """The table above, asked by player 0: the Deck top first, the controller's side first."""
    duel = _table()
    ctx = E.Ctx(duel, None, None, 0)
    assert _names(ctx.cards_where("deck", _everything)) == ["Celtic Guardian", "Koumori Dragon",
                                                             "Giant Soldier of Stone"]
    assert _names(ctx.cards_where("deck", _everything, who="both")) == [
        "Celtic Guardian", "Koumori Dragon", "Giant Soldier of Stone", "Battle Ox"]
    assert _names(ctx.cards_where("grave", _monster, who="opp")) == ["Koumori Dragon", "Mystical Elf"]
    assert _names(ctx.cards_where("monsters", _everything, who="both")) == [
        "Gaia The Fierce Knight", "Man-Eater Bug", "Summoned Skull"]
    assert _names(ctx.cards_where("spells_traps", _everything)) == ["Mirror Force", "Yami"]
    assert _names(ctx.cards_where("banished", _everything, who=1)) == ["Celtic Guardian"]
    assert _names(ctx.cards_where("extra_deck", _everything)) == ["Flame Swordsman"]
    assert ctx.count_cards("field", _everything, who="both") == 5
    assert ctx.count_cards("hand", _monster, who="both") == 2
    assert not ctx.any_card("hand", _monster, who="opp")
    assert ctx.any_card("hand", _monster)


def test_the_filter_sees_the_effects_context_and_the_piles_stay_as_they_were():
    """`fits` gets the Ctx first (its card: "any card but this one"); a pile walked in place
    for "me" is not changed, and `cards_where` gives a list of its own."""
    duel = _table()
    elf = duel.players[0].hand[1]
    ctx = E.Ctx(duel, elf, None, 0)
    assert ctx.any_card("hand", _not_this)
    assert _names(ctx.cards_where("hand", _not_this)) == ["Battle Ox"]
    deck = list(duel.players[0].deck)
    got = ctx.cards_where("deck", _everything)
    got.clear()
    assert duel.players[0].deck == deck
    duel.players[0].hand.remove(duel.players[0].hand[0])
    assert not ctx.any_card("hand", _not_this)       # only the card itself is left
    assert ctx.count_cards("hand", _not_this) == 0


def test_an_unknown_place_is_an_error():
    ctx = E.Ctx(_table(), None, None, 0)
    with pytest.raises(ValueError):
        ctx.any_card("graveyard", _everything)


PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_01_goat_control_suffridge_2005_us_nationals", "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def test_every_place_and_side_answers_as_the_selectors_at_every_decision_of_random_duels():
    seen = 0
    for duel, _ in random_decisions(PAIRS, range(2)):
        for player in (0, 1):
            ctx = E.Ctx(duel, None, None, player)
            _check(ctx, _monster)
        seen += 1
    assert seen > 300
