"""The selectors card scripts read the field through (`Ctx.monsters`, `hand`, `grave`,
`extra_deck`, `free_monster_zones`, `free_monster_zone_count`; docs/cards.md) are written out for speed (issue 11,
docs/performance.md round 7): at every decision of random duels on effect decks (and a
table with a Link Monster in an Extra Monster Zone) each answers exactly what the plain rule
says, for every side a script may name, and hands back a list of its own that a script may
change without touching the duel."""

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.testing.walks import random_decisions

PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
         ("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community"))

SIDES = ("me", "opp", "both", 0, 1)


def _sides(player, who):
    return {"me": [player], "opp": [1 - player], "both": [player, 1 - player]}.get(who, [who])


def _check(duel, player):
    ctx = E.Ctx(duel, None, None, player)
    for who in SIDES:
        sides = _sides(player, who)
        plain = [c for p in sides for c in duel.monsters(p)]
        assert ctx.monsters(who) == plain
        assert ctx.monsters(who, face_up=True) == [c for c in plain if c.face_up]
        assert ctx.monsters(who, face_up=False) == [c for c in plain if not c.face_up]
        for name, attr in (("hand", "hand"), ("grave", "grave"), ("extra_deck", "extra")):
            got = getattr(ctx, name)(who)
            assert got == [c for p in sides for c in getattr(duel.players[p], attr)]
            if sides == [player]:
                assert got is not getattr(duel.players[player], attr)     # a copy
    for side in (player, 1 - player):
        zones = duel.players[side].mzone
        free = [i for i in range(len(zones)) if zones[i] is None]
        assert ctx.free_monster_zones(side) == free
        assert ctx.free_monster_zone_count(side) == len(free)
    assert ctx.free_monster_zone_count() == len(ctx.free_monster_zones())


def test_ctx_selectors_answer_the_plain_rule_at_every_decision():
    seen = 0
    for duel, _ in random_decisions(PAIRS, range(2)):
        _check(duel, 0)
        _check(duel, 1)
        seen += 1
    assert seen > 300


def test_ctx_monsters_reads_the_extra_monster_zones():
    """A Link Monster in an Extra Monster Zone is its controller's (seed 000 §額外怪獸區域),
    listed after the Main Monster Zones."""
    from duelist.testing import Table
    table = Table(rules="MR5")
    table.monster(0, "Decode Talker", zone=S.EMZ_FIRST_SEQ + 1)
    table.monster(0, "Dark Magician", zone=2)
    duel = table.build()
    ctx = E.Ctx(duel, None, None, 0)
    assert [c.data.name for c in ctx.monsters("me")] == ["Dark Magician", "Decode Talker"]
    assert [c.data.name for c in ctx.monsters("both", face_up=True)] == ["Dark Magician", "Decode Talker"]
    assert ctx.monsters("opp") == []
    assert E.Ctx(duel, None, None, 1).monsters("opp") == ctx.monsters("me")
