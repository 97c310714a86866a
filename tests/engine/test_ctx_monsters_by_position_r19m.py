"""`Ctx.monsters(who, face_up=...)` and `Ctx.any_card("monsters", ...)` on a field with
monsters in every Main Monster Zone column and in both positions (round 19m).

seed 000 §怪獸區域: a card script asking for "face-up monsters" (a target's candidates, a
condition) gets exactly the face-up monsters of the side asked about, and one asking for
face-down monsters (Swords of Revealing Light flips "all monsters your opponent controls
face-up") exactly the face-down ones; "is there a monster you control that ...?" is asked of
each monster, in whatever column it stands. Stop 23 wrote the face-up and face-down cases
of `Ctx.monsters` and the five Main Monster Zones of `any_card` out one by one: the answers
must be those of the plain reading (`Duel.monsters` and each card's position), with five Main
Monster Zones or fewer (the rules allow 1 to 5)."""

from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.rules import PRESETS
from duelist.testing.scenario import Table

SIDES = ("me", "opp", "both", 0, 1)


def _duel():
    """Player 0: Battle Ox (zone 0, face-up Attack), a face-down Mystical Elf (zone 2),
    Celtic Guardian (zone 4, face-up Defense). Player 1: a face-down Hitotsu-Me Giant
    (zone 1), Koumori Dragon (zone 3, face-up Attack)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox", zone=0)
    table.monster(0, "Mystical Elf", zone=2, position="set")
    table.monster(0, "Celtic Guardian", zone=4, position="defense")
    table.monster(1, "Hitotsu-Me Giant", zone=1, position="set")
    table.monster(1, "Koumori Dragon", zone=3)
    return table.build()


def _sides(player, who):
    if who == "me":
        return (player,)
    if who == "opp":
        return (1 - player,)
    if who == "both":
        return (player, 1 - player)
    return (who,)


def test_face_up_and_face_down_monsters_of_every_side():
    """Asked by either player, of every side ("me", "opp", "both", a player's number):
    face_up=True lists the face-up monsters and face_up=False the face-down ones, in the
    order of the zones, the asking player's side first for "both"."""
    duel = _duel()
    for player in (0, 1):
        ctx = E.Ctx(duel, None, None, player)
        for who in SIDES:
            every = [c for p in _sides(player, who) for c in duel.monsters(p)]
            up = [c.data.name for c in every if c.position in S.FACE_UP_POSITIONS]
            down = [c.data.name for c in every if c.position not in S.FACE_UP_POSITIONS]
            assert [c.data.name for c in ctx.monsters(who, face_up=True)] == up, (player, who)
            assert [c.data.name for c in ctx.monsters(who, face_up=False)] == down, (player, who)
    ctx = E.Ctx(duel, None, None, 0)
    assert [c.data.name for c in ctx.monsters("me", face_up=True)] == ["Battle Ox", "Celtic Guardian"]
    assert [c.data.name for c in ctx.monsters("me", face_up=False)] == ["Mystical Elf"]
    assert [c.data.name for c in ctx.monsters("opp", face_up=False)] == ["Hitotsu-Me Giant"]


def test_any_card_asks_its_filter_of_a_monster_in_every_column():
    """`any_card("monsters", fits)` is yes exactly when some monster of the side fits, for a
    filter that takes only one monster by name, each in its own column (0 to 4), and no for
    a filter that takes none or a name not on that side."""
    duel = _duel()
    names = {0: ["Battle Ox", "Mystical Elf", "Celtic Guardian"], 1: ["Hitotsu-Me Giant", "Koumori Dragon"]}
    every = names[0] + names[1]
    for player in (0, 1):
        ctx = E.Ctx(duel, None, None, player)
        for who in SIDES:
            here = [n for p in _sides(player, who) for n in names[p]]
            for name in every:
                asked = ctx.any_card("monsters", lambda ctx, c, name=name: c.data.name == name, who=who)
                assert asked == (name in here), (player, who, name)
            assert not ctx.any_card("monsters", lambda ctx, c: False, who=who), (player, who)


def test_three_main_monster_zones_are_asked_alike():
    """Rules with three Main Monster Zones (a Speed Duel's field): player 0's only monster is
    Battle Ox in the last one (zone 2). "Is there a monster you control?" is yes for player
    0, no for player 1, and no with a filter that takes none; the face-up and face-down
    lists are read off the three zones too."""
    rules = PRESETS["GOAT"].replace(main_monster_zones=3)
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Battle Ox", zone=2)
    table.monster(1, "Mystical Elf", zone=0, position="set")
    duel = table.build()
    assert len(duel.players[0].mzone) == 3
    ctx = E.Ctx(duel, None, None, 0)
    assert ctx.any_card("monsters", lambda ctx, c: c.data.name == "Battle Ox", who="me")
    assert not ctx.any_card("monsters", lambda ctx, c: c.data.name == "Battle Ox", who="opp")
    assert not ctx.any_card("monsters", lambda ctx, c: False, who="both")
    assert [c.data.name for c in ctx.monsters("both", face_up=True)] == ["Battle Ox"]
    assert [c.data.name for c in ctx.monsters("both", face_up=False)] == ["Mystical Elf"]
