"""The positions and checks the Type-booster Equip Spells share (Beast Fangs, Electro-Whip, Follow
Wind, Legendary Sword, Raise Body Heat: "a monster of one Type only; it gains 300 ATK and 300 DEF";
seed 000 §裝備魔法: an Equip Spell targets a face-up monster it can equip, either player's, and is sent
to the GY once its monster no longer meets its condition, leaves the field or turns face-down). Each
card's own test file states its ruling and calls these with its monster and figures; Battle Ox
(Beast-Warrior) is the monster of another Type throughout. Default preset (MR5)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def equips_only_its_type_either_side(equip, monster, printed, boosted):
    """`equip` activated with `monster` on both sides and Battle Ox beside mine: both `monster`s are
    its targets, Battle Ox is not; mine ends at `boosted`, theirs stays at `printed`."""
    table = Table(turn=3)
    mine = table.monster(0, monster)
    table.monster(0, "Battle Ox")
    theirs = table.monster(1, monster)
    table.hand(0, equip)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", equip)
    targets = [o for o in duel.request.options if o.kind == "target"]
    assert sorted(o.target if o.target is not None else o.card for o in targets) == \
        sorted([mine.uid(duel), theirs.uid(duel)])
    s.pick("target", mine)
    _resolve(duel, s)
    assert _stats(duel, mine) == boosted
    assert _stats(duel, theirs) == printed


def not_activated_without_its_type(equip, monster):
    """Only Battle Ox and a Set `monster` on the field: `equip` cannot be activated."""
    table = Table(turn=3)
    table.monster(0, "Battle Ox")
    table.monster(1, monster, position="set")
    table.hand(0, equip)
    duel = table.build()
    assert not Script(duel).has("activate", equip)


def goes_when_its_monster_becomes_another_type(equip, monster, printed, other_type):
    """My `monster` holds `equip`; my opponent's DNA Surgery declares `other_type`: `equip` is sent
    to my GY and `monster` is back at `printed`."""
    table = Table(turn=3)
    ref = table.monster(0, monster)
    table.spell_trap(0, equip, face_down=False, equipped_to=ref)
    table.spell_trap(1, "DNA Surgery")
    duel = table.build()
    s = Script(duel)
    assert _stats(duel, ref)[0] == printed[0] + 300
    s.pick("battle")
    s.pick("activate", "DNA Surgery", player=1, request="chain")
    s.pick("option", other_type, request="option", player=1)
    _resolve(duel, s)
    assert grave(duel, 0) == [equip]
    assert _stats(duel, ref) == printed


def destroyed_or_its_monster_turned_face_down(equip, monster, printed):
    """My opponent destroys `equip` with Mystical Space Typhoon (1); another time, turns my `monster`
    face-down with Book of Moon (2): (1) `monster` is back at `printed`; (2) `equip` is sent to my GY."""
    for answer in ("Mystical Space Typhoon", "Book of Moon"):
        table = Table(turn=3)
        ref = table.monster(0, monster)
        table.spell_trap(0, equip, face_down=False, equipped_to=ref)
        table.spell_trap(1, answer)
        duel = table.build()
        s = Script(duel)
        s.pick("battle")
        s.pick("activate", answer, player=1, request="chain")
        s.pick("target", equip if answer == "Mystical Space Typhoon" else monster, player=1)
        _resolve(duel, s)
        assert grave(duel, 0) == [equip]
        if answer == "Book of Moon":
            assert ref.card(duel).position == "set"
        else:
            assert _stats(duel, ref) == printed
