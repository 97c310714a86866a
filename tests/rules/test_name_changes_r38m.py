"""A name an effect gave a monster lasts while other effects are applied to it after
(seed 000 §卡片種類 › 怪獸卡 › 基本信息: the name tells which card it is; seed 000 §永續效果: each
effect applied to the monster keeps its own duration). Elemental HERO Prisma takes Dark
Magician's name; Rush Recklessly then gives it 700 ATK until the end of the turn, a later
lasting effect on the same monster: Prisma still has Dark Magician's name (a material of Dark
Flare Knight, "Dark Magician" + "Flame Swordsman") and the higher ATK, both at once.

And the log says the name change in words, to every viewer.

Round 38m's mutants: extra.py `_name_entry` with `entry.tag == 'name'` dropped (the last lasting
effect on the monster read as its name); text.py's `name_change` line and effects.py `Ctx.name` (each
test names its own)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

PRISMA = "Elemental HERO Prisma"


def _settle(s, duel):
    for _ in range(8):
        if duel.request.kind == "idle" and duel.request.player == 0:
            return
        if s.options("target"):
            s.pick("target", first=True)
        elif duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    raise AssertionError("still %r" % duel.request.kind)


def test_a_taken_name_stays_when_a_later_effect_raises_the_monsters_atk():
    table = Table(turn=3, turn_player=0, phase="main1")
    prisma = table.monster(0, PRISMA)
    table.monster(0, "Flame Swordsman", position="defense")
    table.extra(0, "Dark Flare Knight")
    table.hand(0, "Rush Recklessly", "Polymerization")
    table.deck(0, ["Dark Magician"] + ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PRISMA, request="idle")
    s.pick("select", "Dark Flare Knight", request="select")
    s.pick("select", "Dark Magician", request="select")
    _settle(s, duel)
    s.pick("activate", "Rush Recklessly", request="idle")
    if duel.request.kind != "idle":
        s.pick("target", prisma)
    _settle(s, duel)
    card = prisma.card(duel)
    assert duel.atk(card) == 1700 + 700
    assert duel.name_now(card) == "Dark Magician"
    assert duel.view(1)["players"][0]["monsters"][0]["name"] == "Dark Magician"
    s.pick("activate", "Polymerization", request="idle")
    s.pick("select", "Dark Flare Knight", request="select")
    _settle(s, duel)
    assert field_monsters(duel, 0) == ["Dark Flare Knight"]



def test_the_log_says_the_name_a_monster_has_until_the_end_phase():
    """The name change is public (seed 000 §卡片種類 › 怪獸卡 › 基本信息: the name tells which card it
    is, so both players must know it): the log tells every viewer, in words, which monster has
    which name and for how long.

    Round 38m's mutants: text.py `describe`'s `name_change` branch deleted, its return deleted,
    its "until the End Phase" test written `!=`."""
    from duelist.engine.text import describe
    from duelist.testing.reads import of_type

    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, PRISMA)
    table.extra(0, "Dark Flare Knight")
    table.deck(0, ["Dark Magician"] + ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PRISMA, request="idle")
    s.pick("select", "Dark Flare Knight", request="select")
    s.pick("select", "Dark Magician", request="select")
    _settle(s, duel)
    (event,) = of_type(duel, "name_change")
    for viewer in (0, 1, None):
        assert describe(event, viewer) == "%s is treated as Dark Magician until the End Phase" % PRISMA


def test_a_card_that_reads_a_monsters_name_reads_the_name_it_was_given(monkeypatch):
    """A card asking "a monster named X" by the name itself (`Ctx.name`, as Chain Destruction
    reads its target's name) reads the name an effect gave it (seed 000 §卡片種類 › 怪獸卡 ›
    基本信息). Stand-in: The Flute of Summoning Dragon, "only while you control a monster whose
    name is Dark Magician: draw 1 card". Prisma is no Dark Magician; given that name it is, and
    the card may be activated.

    Round 38m's mutants: effects.py `Ctx.name` with its name-now branch deleted, its test
    written `not in`, or its return deleted (the printed name read)."""
    from duelist.cards.common import activate
    from tests.rules.stand_ins import stand_in

    def dark_magician_controlled(ctx):
        return any(ctx.name(c) == "Dark Magician" for c in ctx.monsters("me"))

    def draw(ctx):
        ctx.draw(ctx.player)

    flute = "The Flute of Summoning Dragon"
    stand_in(monkeypatch, flute, [activate(draw, condition=dark_magician_controlled)])
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, PRISMA)
    table.extra(0, "Dark Flare Knight")
    table.hand(0, flute)
    table.deck(0, ["Dark Magician"] + ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", flute)
    s.pick("activate", PRISMA, request="idle")
    s.pick("select", "Dark Flare Knight", request="select")
    s.pick("select", "Dark Magician", request="select")
    _settle(s, duel)
    assert s.has("activate", flute)


def test_a_taken_name_counts_for_an_including_at_least_one_line():
    """seed 000 §融合召喚 ●1: Elemental HERO Divine Neos (5 "Neos", "Neo Space", "Neo-Spacian" or
    "HERO" monsters, including at least 1 "Neos" or "Neo Space", 1 "Neo-Spacian" and 1 "HERO"
    monster). Prisma, Elemental HERO Neos and three HEROes have no Neo-Spacian: Polymerization
    cannot make it. Prisma given Neo-Spacian Flare Scarab's name (revealing Elemental HERO Flare
    Neos) is a "Neo-Spacian" monster while it has that name, and the five make Divine Neos.

    Round 38m's mutant: extra.py `_at_least`'s `duel is None` written `is not` (the printed
    data read, not the name now)."""
    divine = "Elemental HERO Divine Neos"
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, PRISMA)
    table.extra(0, "Elemental HERO Flare Neos", divine)
    table.hand(0, "Polymerization", "Elemental HERO Neos", "Elemental HERO Avian",
               "Elemental HERO Burstinatrix", "Elemental HERO Clayman")
    table.deck(0, ["Neo-Spacian Flare Scarab"] + ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Polymerization")
    s.pick("activate", PRISMA, request="idle")
    s.pick("select", "Elemental HERO Flare Neos", request="select")
    s.pick("select", "Neo-Spacian Flare Scarab", request="select")
    _settle(s, duel)
    assert s.has("activate", "Polymerization")
