"""A target spec's "enough legal targets" (`Target.enough` and `Target.legal`, engine/effects.py;
round 24s: the count to reach kept per spec as `need`, and the "cannot be targeted"
protections looked up in the field roles only while a card of the duel has such an effect).
Seed 000 §對象: an effect that targets is activated only with enough legal targets, at least
`minimum` and at least one; a monster that cannot be targeted (Lord of D.: "neither player
can target Dragon-Type monsters on the field with card effects") is no legal target."""

from duelist.engine import effects as E
from duelist.engine.chain import new_ctx
from duelist.testing.scenario import Table


def test_the_count_to_reach_is_the_minimum_and_at_least_one():
    any_card = lambda ctx: []
    assert E.Target(any_card).need == 1
    assert E.Target(any_card, count=2).need == 2
    assert E.Target(any_card, count=3, minimum=1).need == 1
    assert E.Target(any_card, count=1, minimum=0).need == 1


def _book_of_moon(lord_of_d):
    table = Table(turn=3)
    if lord_of_d:
        table.monster(0, "Lord of D.")
    table.monster(1, "Koumori Dragon")
    table.hand(0, "Book of Moon")
    duel = table.build()
    book = duel.players[0].hand[0]
    effect = book.script.effects[0]
    return duel, new_ctx(duel, book, effect, 0), effect.target[0]


def test_a_dragon_is_a_legal_target_without_lord_of_d():
    duel, ctx, spec = _book_of_moon(False)
    assert "untargetable" not in duel._cont_tags_present
    assert spec.enough(ctx)
    assert [c.name for c in spec.legal(ctx)] == ["Koumori Dragon"]


def test_lord_of_d_leaves_only_itself_as_a_target():
    duel, ctx, spec = _book_of_moon(True)
    names = [c.name for c in spec.legal(ctx)]
    assert "Koumori Dragon" not in names and "Lord of D." in names
    assert spec.enough(ctx)


def test_lord_of_d_leaves_a_spec_with_only_dragons_without_a_legal_target():
    """A spec whose candidates are the opponent's monsters, Koumori Dragon alone: enough
    without Lord of D., not with it; and once Lord of D. is destroyed, enough again."""
    for lord_of_d in (False, True):
        duel, ctx, _ = _book_of_moon(lord_of_d)
        spec = E.Target(lambda ctx: ctx.monsters("opp"))
        assert spec.enough(ctx) is (not lord_of_d)
        assert len(spec.legal(ctx)) == (0 if lord_of_d else 1)
        if lord_of_d:
            duel.destroy([duel.players[0].mzone[0]], "effect")
            assert spec.enough(ctx) and [c.name for c in spec.legal(ctx)] == ["Koumori Dragon"]
