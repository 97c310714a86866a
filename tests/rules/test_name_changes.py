"""Effects that change a monster's name (engine: extra.py `Duel.name_now`, a lasting L.NAME
effect on the monster; `Ctx.name`, `Ctx.take_name`, `Ctx.is_named`).

- seed 000 §卡片種類 › 怪獸卡 › 基本信息: "卡片名稱規則上判斷是否為同一張卡片的依據，卡名相同的卡被視作「同名卡」" -- the
  rules ask a card's name to tell which card it is: a monster given another name is, while it
  has it, a card of that name (a Fusion Material named by that name; no longer "different"
  from a monster of that name).
- seed 000 §怪獸的表示形式: "裡側表示的怪獸不适用使場上的怪獸的卡名·種族·屬性·攻守變化的效果" -- a
  face-down monster keeps its printed name.

Elemental HERO Prisma (once per turn: reveal a Fusion Monster in your Extra Deck and send from
your Deck a monster it lists by name; until the End Phase Prisma has that monster's name) is
the card of the pool that changes a name. Guardian Chimera ("3 monsters with different
names") is a stand-in with no effects: no card of the pool reads a "different names" line."""

import pytest

from duelist.engine import state as S
from duelist.engine.events import event_for
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

PRISMA = "Elemental HERO Prisma"


def _prisma_takes(s, fusion, material):
    """Activate Prisma: reveal `fusion`, send `material` from the Deck; the chain resolves."""
    s.pick("activate", PRISMA, request="idle")
    s.pick("select", fusion, request="select")
    s.pick("select", material, request="select")
    for _ in range(4):
        if s.duel.request.kind == "idle" and s.duel.request.player == 0:
            break
        s.pick("pass")
    s.expect("idle", player=0)


def _table(extra, deck, rules=None):
    table = Table(turn=3, turn_player=0, phase="main1", **({"rules": rules} if rules else {}))
    prisma = table.monster(0, PRISMA)
    table.extra(0, *extra)
    table.deck(0, deck + ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    return table, prisma


def test_a_monster_named_dark_magician_by_an_effect_is_a_named_fusion_material():
    """Dark Flare Knight: "Dark Magician" + "Flame Swordsman". Prisma and Flame Swordsman make
    none; once Prisma has Dark Magician's name it is that material: Polymerization sends Prisma
    and Flame Swordsman, and Dark Flare Knight comes out."""
    table, prisma = _table(["Dark Flare Knight"], ["Dark Magician"])
    table.monster(0, "Flame Swordsman")
    table.hand(0, "Polymerization")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Polymerization")
    _prisma_takes(s, "Dark Flare Knight", "Dark Magician")
    card = prisma.card(duel)
    assert duel.name_now(card) == "Dark Magician" and card.data.name == PRISMA
    s.pick("activate", "Polymerization", request="idle")
    s.pick("select", "Dark Flare Knight", request="select")
    for _ in range(6):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")
    assert field_monsters(duel, 0) == ["Dark Flare Knight"]
    # off the field it is Prisma again (its own card, its printed name)
    assert sorted(grave(duel, 0)) == ["Dark Magician", PRISMA, "Flame Swordsman", "Polymerization"]


def test_a_monster_named_neos_by_an_effect_is_a_contact_fusion_material():
    """Elemental HERO Flare Neos ("Elemental HERO Neos" + "Neo-Spacian Flare Scarab", shuffled
    from your field into the Deck, no Polymerization): Prisma with Neos's name and Flare Scarab
    are its materials."""
    table, prisma = _table(["Elemental HERO Flare Neos"], ["Elemental HERO Neos"], rules="MR5")
    table.monster(0, "Neo-Spacian Flare Scarab")
    duel = table.build()
    s = Script(duel)
    assert not s.has("special_summon", "Elemental HERO Flare Neos")
    _prisma_takes(s, "Elemental HERO Flare Neos", "Elemental HERO Neos")
    s.pick("special_summon", "Elemental HERO Flare Neos")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Elemental HERO Flare Neos"]
    assert PRISMA in [c.data.name for c in duel.players[0].deck]


def test_the_printed_name_returns_at_the_end_of_the_turn():
    """"Until the End Phase": at the end of the turn Prisma has its own name again, in the
    duel's reads and in what both players see; Dark Flare Knight's materials are gone."""
    table, prisma = _table(["Dark Flare Knight"], ["Dark Magician"])
    table.monster(0, "Flame Swordsman")
    table.hand(0, "Polymerization")
    duel = table.build()
    s = Script(duel)
    _prisma_takes(s, "Dark Flare Knight", "Dark Magician")
    card = prisma.card(duel)
    assert duel.name_now(card) == "Dark Magician"
    assert duel.view(1)["players"][0]["monsters"][0]["name"] == "Dark Magician"
    s.end_turn()
    assert duel.turn == 4
    assert duel.name_now(card) == PRISMA
    seen = duel.view(1)["players"][0]["monsters"][0]
    assert seen["name"] == PRISMA and "printed_name" not in seen


def test_a_face_down_monster_has_its_printed_name():
    """seed 000 §怪獸的表示形式: Prisma with Dark Magician's name, turned face-down by Book of
    Moon, has its printed name: it is no "Dark Magician" for Dark Flare Knight."""
    table, prisma = _table(["Dark Flare Knight"], ["Dark Magician"])
    table.monster(0, "Flame Swordsman")
    table.hand(0, "Book of Moon", "Polymerization")
    duel = table.build()
    s = Script(duel)
    _prisma_takes(s, "Dark Flare Knight", "Dark Magician")
    assert s.has("activate", "Polymerization")
    s.pick("activate", "Book of Moon", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        if s.options("target"):
            s.pick("target", prisma)
        else:
            s.pick("pass")
    card = prisma.card(duel)
    assert card.position == S.FACEDOWN_DEFENSE
    assert duel.name_now(card) == PRISMA
    assert not s.has("activate", "Polymerization")


def test_a_name_change_is_public():
    """The new name is public information: a `name_change` event both players and a
    spectator see, naming the monster, its printed name and the name it has now; the view
    shows the name now and the printed one."""
    table, prisma = _table(["Dark Flare Knight"], ["Dark Magician"])
    duel = table.build()
    s = Script(duel)
    _prisma_takes(s, "Dark Flare Knight", "Dark Magician")
    (event,) = of_type(duel, "name_change")
    assert (event["player"], event["uid"], event["name"], event["to"]) == (
        0, prisma.card(duel).uid, PRISMA, "Dark Magician")
    assert "private" not in event
    for viewer in (0, 1, None):
        assert event_for(event, viewer)["to"] == "Dark Magician"
        seen = duel.view(viewer)["players"][0]["monsters"][0]
        assert (seen["name"], seen["printed_name"]) == ("Dark Magician", PRISMA)


def test_a_different_names_line_reads_the_name_now(monkeypatch):
    """Guardian Chimera (stand-in, no effects): "3 monsters with different names". Prisma,
    Dark Magician and Celtic Guardian have three names; Prisma with Dark Magician's name makes
    two of a name, so Polymerization cannot use them."""
    stand_in(monkeypatch, "Guardian Chimera", [])
    table, prisma = _table(["Dark Flare Knight", "Guardian Chimera"], ["Dark Magician"])
    table.hand(0, "Polymerization", "Dark Magician", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization", request="idle")
    assert [o.name for o in duel.request.options] == ["Guardian Chimera"]
    duel2 = table.build()
    s = Script(duel2)
    _prisma_takes(s, "Dark Flare Knight", "Dark Magician")
    assert duel2.name_now(prisma.card(duel2)) == "Dark Magician"
    assert not s.has("activate", "Polymerization")


LORD_OF_D = 17985575


def _lord_of_d_face_up(ctx):
    return any(c.face_up and ctx.is_named(c, LORD_OF_D) for c in ctx.monsters("both"))


def test_a_lord_of_d_condition_reads_the_name_now(monkeypatch):
    """"While "Lord of D." is face-up on the field" (stand-in: The Flute of Summoning Dragon,
    a plain condition through `Ctx.is_named`, drawing a card): Prisma is no Lord of D.; named
    so (revealing King Dragun, "Lord of D." + "Divine Dragon Ragnarok", sending Lord of D.) it
    is, and the card may be activated."""
    from duelist.cards.common import activate

    def draw(ctx):
        ctx.draw(ctx.player)

    stand_in(monkeypatch, "The Flute of Summoning Dragon", [activate(draw, condition=_lord_of_d_face_up)])
    table, prisma = _table(["King Dragun"], ["Lord of D."])
    table.hand(0, "The Flute of Summoning Dragon")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "The Flute of Summoning Dragon")
    _prisma_takes(s, "King Dragun", "Lord of D.")
    assert s.has("activate", "The Flute of Summoning Dragon")


def test_a_script_that_changes_names_must_say_so(monkeypatch):
    """The engine reads names now only in a duel holding a card whose script declares
    CHANGES_NAMES: a stand-in Prisma that takes a name without declaring it is refused with a
    clear error, not left to change a name no reader would see."""
    from duelist.cards.common import IGNITION, Effect

    def take_dark_magicians_name(ctx):
        ctx.take_name(ctx.card, ctx.deck("me")[0])

    stand_in(monkeypatch, PRISMA, [Effect(IGNITION, resolve=take_dark_magicians_name)])
    table, _ = _table([], ["Dark Magician"])
    duel = table.build()
    s = Script(duel)
    with pytest.raises(ValueError, match="CHANGES_NAMES"):
        _prisma_takes_without_costs(s)


def _prisma_takes_without_costs(s):
    s.pick("activate", PRISMA, request="idle")
    for _ in range(4):
        s.pick("pass")


def test_a_name_change_ends_when_the_monster_is_turned_face_down():
    """seed 000 §怪獸的表示形式 and the current rulings: Prisma with Dark Magician's name,
    turned face-down by Book of Moon and face-up again the same turn by Ceasefire, has its
    printed name: the change applied to it face-up ended (as a Level change or a negation
    does), and no lasting name change is left on it."""
    table, prisma = _table(["Dark Flare Knight"], ["Dark Magician"])
    table.monster(0, "Flame Swordsman")
    table.hand(0, "Book of Moon", "Polymerization")
    table.spell_trap(0, "Ceasefire")
    duel = table.build()
    s = Script(duel)
    _prisma_takes(s, "Dark Flare Knight", "Dark Magician")
    card = prisma.card(duel)
    s.pick("activate", "Book of Moon", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        if s.options("target"):
            s.pick("target", prisma)
        else:
            s.pick("pass")
    assert card.position == S.FACEDOWN_DEFENSE
    s.pick("activate", "Ceasefire", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert card.face_up and card.location == S.MZONE
    assert duel.name_now(card) == PRISMA
    assert not [e for e in duel.lingering if e.uid == card.uid and e.tag == "name"]
    assert not s.has("activate", "Polymerization")


def test_the_flute_of_summoning_dragon_sees_prisma_named_lord_of_d():
    """The Flute of Summoning Dragon (only while "Lord of D." is face-up on the field, checked
    again at resolution): Prisma is no Lord of D.; named so (revealing King Dragun, sending
    Lord of D.) it is, and the Flute Special Summons Blue-Eyes White Dragon from the hand."""
    table, prisma = _table(["King Dragun"], ["Lord of D."])
    table.hand(0, "The Flute of Summoning Dragon", "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "The Flute of Summoning Dragon")
    _prisma_takes(s, "King Dragun", "Lord of D.")
    s.pick("activate", "The Flute of Summoning Dragon", request="idle")
    for _ in range(8):
        if duel.request.kind == "idle":
            break
        if s.options("select", "Blue-Eyes White Dragon"):
            s.pick("select", "Blue-Eyes White Dragon")
        elif duel.request.kind == "option" and s.options("option", "Attack Position"):
            s.pick("option", "Attack Position")
        else:
            s.pick("pass", first=True)
    assert "Blue-Eyes White Dragon" in field_monsters(duel, 0)
