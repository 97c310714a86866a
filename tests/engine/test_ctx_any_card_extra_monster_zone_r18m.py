"""`Ctx.any_card("monsters", ...)` (round 17x) walks a side's Main Monster Zones in place and
then the Extra Monster Zones for a monster of that side. A player whose only monster is in an
Extra Monster Zone controls a monster (seed 001 §額外怪獸區域: a monster there is on its
controller's field): "is there a monster you control?" is yes for that player, asked by
either side ("me", "opp", or the player's number), as the selectors `ctx.monsters(who)` say."""

from duelist.engine import effects as E
from duelist.testing.scenario import Table

SIDES = ("me", "opp", "both", 0, 1)


def _everything(ctx, card):
    return True


def _nothing(ctx, card):
    return False


def _answers(duel, player):
    ctx = E.Ctx(duel, None, None, player)
    answers = {who: (ctx.any_card("monsters", _everything, who=who), bool(ctx.monsters(who)))
               for who in SIDES}
    for who in SIDES:       # the filter is asked of a monster there too
        assert not ctx.any_card("monsters", _nothing, who=who), (player, who)
    return answers


def test_a_monster_only_in_an_extra_monster_zone_is_found_for_its_controller():
    """Master Rule 5: player 0's only monster is Proxy Dragon in the left Extra Monster Zone;
    player 1 controls no monster. Asked by player 0 ("me", or 0) and by player 1 ("opp", or
    0): there is a monster; player 1's own side has none."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Proxy Dragon", zone=5)
    duel = table.build()
    assert [c.data.name for c in duel.monsters(0)] == ["Proxy Dragon"]
    for player in (0, 1):
        answers = _answers(duel, player)
        for who, (asked, listed) in answers.items():
            assert asked == listed, (player, who)
    ctx = E.Ctx(duel, None, None, 0)
    assert ctx.any_card("monsters", _everything) and ctx.any_card("monsters", _everything, who=0)
    assert not ctx.any_card("monsters", _everything, who="opp")
    ctx = E.Ctx(duel, None, None, 1)
    assert ctx.any_card("monsters", _everything, who="opp") and not ctx.any_card("monsters", _everything)


def test_the_same_for_player_1_in_the_right_extra_monster_zone():
    """The mirror: player 1's only monster is Proxy Dragon in the right Extra Monster Zone."""
    table = Table(rules="MR5", turn=3, turn_player=1)
    table.monster(1, "Proxy Dragon", zone=6)
    duel = table.build()
    for player in (0, 1):
        for who, (asked, listed) in _answers(duel, player).items():
            assert asked == listed, (player, who)
    assert E.Ctx(duel, None, None, 1).any_card("monsters", _everything)
