"""Elemental HERO Prisma (89312388): once per turn, reveal a Fusion Monster in your Extra Deck
and send from your Deck to the GY a monster whose name that Fusion Monster lists as a
material (both the cost); until the End Phase Prisma has the sent monster's name.

Rulings: only a material listed by its card name may be sent (not one of an archetype the
line asks for); the name's archetypes come with it (Prisma named "Gem-Knight Garnet" is a
"Gem-Knight" monster); the cost is paid even if Prisma is gone when the effect resolves, and
then no name is taken. Seed 000 §卡片種類 › 怪獸卡 › 基本信息 (the card name tells which card it
is), §怪獸的表示形式 (a name change reaches only a face-up monster);
tests/rules/test_name_changes.py has the rules side."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table

PRISMA = "Elemental HERO Prisma"


def _table(extra, deck):
    table = Table(turn=3, turn_player=0, phase="main1")
    prisma = table.monster(0, PRISMA)
    table.extra(0, *extra)
    table.deck(0, deck + ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table, prisma


def _resolve(s):
    for _ in range(4):
        if s.duel.request.kind == "idle" and s.duel.request.player == 0:
            break
        s.pick("pass")
    s.expect("idle", player=0)


def test_elemental_hero_prisma_reveals_a_fusion_sends_its_named_material_and_takes_that_name():
    """Prisma reveals Dark Flare Knight to the opponent and sends Dark Magician from the Deck:
    it has Dark Magician's name; its ATK and its own card stay."""
    table, prisma = _table(["Dark Flare Knight"], ["Dark Magician"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PRISMA, request="idle")
    assert [o.name for o in duel.request.options] == ["Dark Flare Knight"]
    s.pick("select", "Dark Flare Knight")
    s.pick("select", "Dark Magician")
    _resolve(s)
    (shown,) = of_type(duel, "reveal")
    assert shown["private"]["player"] == 1 and shown["private"]["name"] == "Dark Flare Knight"
    assert grave(duel, 0) == ["Dark Magician"]
    card = prisma.card(duel)
    assert duel.name_now(card) == "Dark Magician"
    assert duel.atk(card) == 1700 and card.data.name == PRISMA


def test_elemental_hero_prisma_sends_only_a_material_listed_by_name():
    """Gem-Knight Lady Lapis Lazuli: "Gem-Knight Lapis" + 1 "Gem-Knight" monster. Only Gem-Knight
    Lapis is listed by its name: Gem-Knight Garnet, a "Gem-Knight" monster in the Deck too, is
    not offered."""
    table, _ = _table(["Gem-Knight Lady Lapis Lazuli"], ["Gem-Knight Garnet", "Gem-Knight Lapis"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PRISMA, request="idle")
    s.pick("select", "Gem-Knight Lady Lapis Lazuli")
    assert [o.name for o in duel.request.options] == ["Gem-Knight Lapis"]


def test_elemental_hero_prisma_cannot_activate_without_a_listed_material_in_the_deck():
    """Dark Flare Knight in the Extra Deck but no Dark Magician in the Deck (Flame Swordsman,
    the other material, is a Fusion Monster: never in a Deck): nothing to send, no activation."""
    table, _ = _table(["Dark Flare Knight"], [])
    table.hand(0, "Dark Magician")
    duel = table.build()
    assert not Script(duel).has("activate", PRISMA)


def test_elemental_hero_prisma_named_gem_knight_garnet_is_a_gem_knight_monster():
    """The archetype follows the name: Prisma named "Gem-Knight Garnet" (revealing Gem-Knight
    Ruby) is the "Gem-Knight" monster Gem-Knight Lady Lapis Lazuli needs beside Gem-Knight Lapis
    (Polymerization); as Elemental HERO Prisma it was none, and no Fusion was possible."""
    table, _ = _table(["Gem-Knight Ruby", "Gem-Knight Lady Lapis Lazuli"], ["Gem-Knight Garnet"])
    table.hand(0, "Polymerization", "Gem-Knight Lapis")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Polymerization")
    s.pick("activate", PRISMA, request="idle")
    s.pick("select", "Gem-Knight Ruby")
    s.pick("select", "Gem-Knight Garnet")
    _resolve(s)
    s.pick("activate", "Polymerization", request="idle")
    # (and Gem-Knight Ruby: Prisma is its "Gem-Knight Garnet", Gem-Knight Lapis its "Gem-" monster)
    assert [o.name for o in duel.request.options] == ["Gem-Knight Ruby", "Gem-Knight Lady Lapis Lazuli"]


def test_elemental_hero_prisma_is_once_per_turn():
    """Once per turn: with a second Dark Magician in the Deck, no second activation that turn."""
    table, _ = _table(["Dark Flare Knight"], ["Dark Magician", "Dark Magician"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PRISMA, request="idle")
    s.pick("select", "Dark Flare Knight")
    s.pick("select", "Dark Magician", first=True)
    _resolve(s)
    assert not s.has("activate", PRISMA)


def test_elemental_hero_prisma_pays_the_cost_but_takes_no_name_once_it_has_left_the_field():
    """The reveal and the sending are the cost: in answer, the opponent returns Prisma to the
    hand (Compulsory Evacuation Device); Dark Magician stays in the GY and no name is taken."""
    table, _ = _table(["Dark Flare Knight"], ["Dark Magician"])
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", PRISMA, request="idle")
    s.pick("select", "Dark Flare Knight")
    s.pick("select", "Dark Magician")
    s.pick("activate", "Compulsory Evacuation Device", player=1, request="chain")
    for _ in range(6):
        if duel.request.kind == "idle" and duel.request.player == 0:
            break
        if s.options("target"):
            s.pick("target", PRISMA)
        else:
            s.pick("pass")
    assert hand(duel, 0) == [PRISMA]
    assert grave(duel, 0) == ["Dark Magician"]
    assert of_type(duel, "name_change") == []
