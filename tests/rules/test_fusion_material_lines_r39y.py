"""The Fusion (and Link) material lines that ask what a monster did, what its text says or
what it holds: where its summon took it from, whether it may be Normal Summoned/Set, the
cards its text mentions, the Monster Card it is equipped with.

Seeds: 000 §融合召喚 ●1 (the materials are the monsters the Fusion Monster's card lists), ●5
(the card making the Fusion Summon says where they may be); 000 §卡片種類 (怪獸卡: a Fusion,
Synchro, Xyz or Link Monster's proper summon is its own; 靈擺區域: a Pendulum card there is
treated as a Spell, no monster); 004 §怪兽的召唤 (特殊召唤怪兽 / 条件召唤怪兽: a monster whose
summon its text prescribes); 004 §装备魔法卡 (由怪兽变成的装备卡视作魔法装备: an Equip Card
that was a Monster Card); 000 §新大師規則 連接召喚 (Link materials, Taotie Dragon).

Polymerization is how these tests ask whether a set of monsters from the hand and the field
fills a line: the line reads the same whatever card makes the summon. Some of these Fusion
Monsters (none scripted in the pool) are summoned another way by their own texts, which a
script would declare (CONTACT_FUSION, SUMMON_CONDITION); that does not change their materials."""

from duelist.engine import state as S
from duelist.engine.state import H_FROM, NO_HISTORY
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in_with


def _card(duel, name, player=0):
    [card] = [c for c in duel.cards if c.data.name == name and c.owner == player and c.location == S.MZONE]
    return card


def _can_fuse(fusion, hand=(), field=(), **field_kinds):
    """Polymerization in the hand, `fusion` in the Extra Deck, `hand` in the hand, `field` on
    the field (Normal Summoned on an earlier turn) and each name=kind of `field_kinds` placed
    with that summon kind (its underscores spaces): may Polymerization be activated?"""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Polymerization", *hand)
    table.extra(0, fusion)
    for name in field:
        table.monster(0, name)
    for name, kind in field_kinds.items():
        table.monster(0, name.replace("_", " "), summon_kind=kind)
    return Script(table.build()).has("activate", "Polymerization")


# ------------------------------------------------------------------ where a summon took it from
def test_a_monster_on_the_field_keeps_the_place_its_summon_took_it_from():
    """Card.history's H_FROM: a Normal Summon takes the monster from the hand, Monster Reborn
    from the GY, Instant Fusion from the Extra Deck; an attack or a change of position keeps
    it; a monster that leaves the field keeps none (NO_HISTORY), and a fork shares it."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Battle Ox", "Monster Reborn", "Instant Fusion")
    table.grave(0, "Mystical Elf")
    table.extra(0, "Flame Swordsman")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    ox = _card(duel, "Battle Ox")
    assert ox.history[H_FROM] == S.HAND and ox.summoned_from == S.HAND
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Mystical Elf")
    s.pick("option", "Attack Position")
    assert _card(duel, "Mystical Elf").summoned_from == S.GRAVE
    s.pick("activate", "Instant Fusion")
    s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    swordsman = _card(duel, "Flame Swordsman")
    assert swordsman.summoned_from == S.EXTRA
    assert duel.fork().cards[swordsman.cid].history is swordsman.history
    s.pick("battle")
    s.pick("attack", "Battle Ox", target="player", request="battle")
    assert ox.history[S.H_ATTACKS] == 1 and ox.summoned_from == S.HAND
    s.end_turn()                     # Flame Swordsman is destroyed in the End Phase
    assert swordsman.location == S.GRAVE and swordsman.history is NO_HISTORY
    assert swordsman.summoned_from is None


def test_a_table_places_a_monster_as_its_summon_kind_says():
    """The scenario builder (Duel.from_position): a monster placed as Fusion Summoned came from
    the Extra Deck, one placed as Normal Summoned or Set from the hand; one placed as Special
    Summoned by an effect came from no place the table says; "summoned_from" says it outright,
    and a place no summon takes a monster from is refused with a clear error."""
    from duelist.engine.duel import Duel
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Flame Swordsman", summon_kind="fusion")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="set")
    table.monster(0, "Celtic Guardian", summon_kind="special")
    duel = table.build()
    assert [c.summoned_from for c in duel.monsters(0)] == [S.EXTRA, S.HAND, S.HAND, None]
    position = table.position()
    position["cards"][3]["summoned_from"] = S.GRAVE
    assert _card(Duel.from_position(position, rules="MR5"), "Celtic Guardian").summoned_from == S.GRAVE
    position["cards"][3]["summoned_from"] = "moon"
    try:
        Duel.from_position(position, rules="MR5")
    except ValueError as error:
        assert "summoned_from" in str(error)
    else:
        raise AssertionError("a monster summoned from the moon was placed")


def test_a_table_monster_may_say_where_its_summon_took_it_from():
    """`Table.monster(..., summoned_from=...)` says it outright: a Flame Swordsman placed as
    Special Summoned from the GY (Monster Reborn) is no material "Special Summoned from the
    Extra Deck", one placed as Special Summoned from the Extra Deck is."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Flame Swordsman", summon_kind="special", summoned_from="grave")
    table.monster(1, "Flame Swordsman", summon_kind="special", summoned_from="extra")
    duel = table.build()
    assert _card(duel, "Flame Swordsman").summoned_from == S.GRAVE
    assert _card(duel, "Flame Swordsman", player=1).summoned_from == S.EXTRA


def test_a_material_special_summoned_from_the_extra_deck_and_one_in_the_hand():
    """Magnum the Reliever (1 monster Special Summoned from the Extra Deck + 1 monster in the
    hand): Flame Swordsman, Fusion Summoned (from the Extra Deck), with Battle Ox in the hand
    is; Flame Swordsman Special Summoned by an effect from elsewhere (the table says no place)
    is not, nor is Battle Ox Normal Summoned (from the hand) with Mystical Elf in the hand."""
    fusion = "Magnum the Reliever"
    assert _can_fuse(fusion, hand=("Battle Ox",), Flame_Swordsman="fusion")
    assert not _can_fuse(fusion, hand=("Battle Ox",), Flame_Swordsman="special")
    assert not _can_fuse(fusion, hand=("Mystical Elf",), field=("Battle Ox",))


def test_a_fusion_monster_revived_from_the_gy_was_not_special_summoned_from_the_extra_deck():
    """Magnum the Reliever in play: Flame Swordsman Fusion Summoned on an earlier turn and then
    destroyed is revived by Monster Reborn: Special Summoned from the GY, it is no material;
    one brought out by Instant Fusion comes from the Extra Deck and is, and Polymerization sends
    it and Battle Ox from the hand to the GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Polymerization", "Battle Ox", "Monster Reborn", "Instant Fusion")
    swordsman = table.grave(0, "Flame Swordsman")
    table.properly_summoned(swordsman)
    table.extra(0, "Magnum the Reliever", "Flame Swordsman")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Flame Swordsman")
    s.pick("option", "Attack Position")
    assert _card(duel, "Flame Swordsman").summoned_from == S.GRAVE
    assert not s.has("activate", "Polymerization")
    s.pick("activate", "Instant Fusion")
    s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    assert [c.summoned_from for c in duel.monsters(0)] == [S.GRAVE, S.EXTRA]
    s.pick("activate", "Polymerization")
    s.pick("select", "Magnum the Reliever")         # one set of materials only: no question
    s.pick("option", "Attack Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Flame Swordsman", "Magnum the Reliever"]
    assert _card(duel, "Flame Swordsman").summoned_from == S.GRAVE
    assert "Battle Ox" in grave(duel, 0)


def test_two_or_more_monsters_you_control_special_summoned_from_the_extra_deck():
    """Extox Hydra (2 or more monsters you control, Special Summoned from the Extra Deck): two
    Fusion Monsters Fusion Summoned are; one with a monster Normal Summoned is not. Invoked Dee
    Anima (1 "Aleister" monster + 1 monster Special Summoned from the Extra Deck): Aleister the
    Invoker in the hand with a Synchro Monster Synchro Summoned is; with a Normal Summoned
    monster it is not."""
    assert _can_fuse("Extox Hydra", Flame_Swordsman="fusion", Gaia_the_Dragon_Champion="fusion")
    assert not _can_fuse("Extox Hydra", field=("Battle Ox",), Flame_Swordsman="fusion")
    assert _can_fuse("Invoked Dee Anima", hand=("Aleister the Invoker",), Black_Rose_Dragon="synchro")
    assert not _can_fuse("Invoked Dee Anima", hand=("Aleister the Invoker",), field=("Battle Ox",))


def test_link_materials_special_summoned_from_the_extra_deck():
    """seed 000 §新大師規則 連接召喚: Taotie Dragon (Link-3; 2+ monsters Special Summoned from the
    Extra Deck): three Fusion Monsters from the Extra Deck are its materials; with one of them
    revived from the GY instead (placed as Special Summoned from there) they are not."""
    def can_link(third):
        table = Table(rules="MR5", turn=3, turn_player=0)
        table.extra(0, "Taotie Dragon")
        table.monster(0, "Flame Swordsman", summon_kind="fusion")
        table.monster(0, "Gaia the Dragon Champion", summon_kind="fusion")
        table.monster(0, "Cyber End Dragon", summon_kind="special")
        position = table.position()
        position["cards"][3]["summoned_from"] = third
        from duelist.engine.duel import Duel
        return Script(Duel.from_position(position, rules="MR5")).has("link_summon", "Taotie Dragon")
    assert can_link(S.EXTRA)
    assert not can_link(S.GRAVE)


# ------------------------------------------------------------------ cannot be Normal Summoned/Set
def _sacred_beasts(monkeypatch):
    """Uria, Hamon and Raviel as stand-ins saying what their texts say: each cannot be Normal
    Summoned/Set (each must be Special Summoned by its own procedure, not scripted here)."""
    for name in ("Uria, Lord of Searing Flames", "Hamon, Lord of Striking Thunder", "Raviel, Lord of Phantasms"):
        stand_in_with(monkeypatch, name, [], CANNOT_NORMAL_SUMMON=True, CANNOT_NORMAL_SET=True,
                      SUMMON_CONDITION="proc_only")


def test_three_level_10_monsters_that_cannot_be_normal_summoned_or_set(monkeypatch):
    """The Chaotic Phantasmal Sacred Beasts (3 Level 10 monsters that cannot be Normal
    Summoned/Set): Uria, Hamon and Raviel (their scripts: CANNOT_NORMAL_SUMMON) are; so is a
    Level 10 Fusion Monster (Cyber End Dragon: an Extra Deck monster is summoned only by its own
    procedure or an effect, never Normal Summoned). The Wicked Eraser (Level 10; it cannot be
    Special Summoned, but it can be Normal Summoned) is not, and a Level 10 monster with no
    script has no summoning condition: it is not either."""
    _sacred_beasts(monkeypatch)
    fusion = "The Chaotic Phantasmal Sacred Beasts"
    beasts = ("Uria, Lord of Searing Flames", "Hamon, Lord of Striking Thunder", "Raviel, Lord of Phantasms")
    assert _can_fuse(fusion, hand=beasts)
    assert _can_fuse(fusion, hand=beasts[:2], Cyber_End_Dragon="fusion")
    assert not _can_fuse(fusion, hand=beasts[:2] + ("The Wicked Eraser",))
    monkeypatch.undo()
    assert not _can_fuse(fusion, hand=beasts)


# ------------------------------------------------------------------ mentions
def test_two_monsters_that_mention_temple_of_the_kings(monkeypatch):
    """Divine Serpent Apophis (2 monsters that mention "Temple of the Kings"): card text is not
    in our data, so a script declares the names its card's text names (MENTIONS). Two Mystical
    Beast of Serket, whose stand-in script says its text names Temple of the Kings, are; one
    with Mystical Elf (no such fact) is not."""
    stand_in_with(monkeypatch, "Mystical Beast of Serket", [], MENTIONS=("Temple of the Kings",))
    fusion = "Divine Serpent Apophis"
    assert _can_fuse(fusion, hand=("Mystical Beast of Serket", "Mystical Beast of Serket"))
    assert not _can_fuse(fusion, hand=("Mystical Beast of Serket", "Mystical Elf"))


def test_a_named_material_and_one_that_mentions_a_card(monkeypatch):
    """Red-Eyes Black Dragon Exceed ("Red-Eyes Black Dragon" + 1 monster that mentions "Dark
    Time Wizard"): Red-Eyes Black Dragon with Time Wizard, given a stand-in script that says
    its text names Dark Time Wizard, are; Time Wizard's own script says no such thing, so
    without the stand-in it is not."""
    fusion = "Red-Eyes Black Dragon Exceed"
    assert not _can_fuse(fusion, hand=("Red-Eyes Black Dragon", "Time Wizard"))
    stand_in_with(monkeypatch, "Time Wizard", [], MENTIONS=("Dark Time Wizard",))
    assert _can_fuse(fusion, hand=("Red-Eyes Black Dragon", "Time Wizard"))


def test_mentions_is_a_declared_tuple_of_names(monkeypatch):
    """A script's MENTIONS is a tuple of card names: one written as a bare string (whose
    letters `in` would read one by one) is refused with a clear error."""
    import pytest
    stand_in_with(monkeypatch, "Mystical Beast of Serket", [], MENTIONS="Temple of the Kings")
    with pytest.raises(ValueError, match="MENTIONS must be a tuple"):
        _can_fuse("Divine Serpent Apophis", hand=("Mystical Beast of Serket", "Mystical Beast of Serket"))


def test_neos_or_a_fusion_monster_that_mentions_it():
    """Evil HERO Neos Lord ("Elemental HERO Neos" (or 1 Fusion Monster that mentions it) + 1
    Effect Monster on the field): two ways. Elemental HERO Neos in the hand with Command Knight
    on the field is one; Elemental HERO Flare Neos (a Fusion Monster whose material line names
    Neos: it mentions Neos) with Command Knight is the other. Gaia the Dragon Champion (a Fusion
    that names no Neos) is neither, and an Effect Monster in the hand is no material."""
    fusion = "Evil HERO Neos Lord"
    assert _can_fuse(fusion, hand=("Elemental HERO Neos",), field=("Command Knight",))
    assert _can_fuse(fusion, field=("Command Knight",), Elemental_HERO_Flare_Neos="fusion")
    assert not _can_fuse(fusion, field=("Command Knight",), Gaia_the_Dragon_Champion="fusion")
    assert not _can_fuse(fusion, hand=("Elemental HERO Neos", "Command Knight"))


# ------------------------------------------------------------------ equipped with a Monster Card
def _necroquip(equip, hand=("Summoned Skull",)):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Polymerization", *hand)
    table.extra(0, "Necroquip Princess")
    ox = table.monster(0, "Battle Ox")
    if equip is not None:
        table.spell_trap(0, equip, face_down=False, equipped_to=ox)
    return table.build()


def test_a_monster_equipped_with_a_monster_card_and_a_fiend_monster_card():
    """Necroquip Princess (1 monster equipped with a Monster Card + 1 Fiend-Type Monster Card):
    Battle Ox equipped with Archfiend of Gilfer (an Equip Card that is a Monster Card) and
    Summoned Skull (a Fiend) in the hand are; Battle Ox equipped with Sword of Dark Destruction
    (an Equip Spell) is not, nor is Battle Ox with nothing equipped."""
    assert Script(_necroquip("Archfiend of Gilfer")).has("activate", "Polymerization")
    assert not Script(_necroquip("Sword of Dark Destruction")).has("activate", "Polymerization")
    assert not Script(_necroquip(None)).has("activate", "Polymerization")


def test_an_equip_card_that_is_a_monster_card_is_a_monster_card_but_no_monster():
    """seed 004 §装备魔法卡 (an Equip Card that was a Monster Card is treated as an Equip Spell),
    seed 000 §融合召喚 ●5: Polymerization fuses monsters from the hand and the field, so the
    Archfiend of Gilfer equipping Battle Ox is none of its materials (with no Fiend in the hand
    there is nothing to fuse); a Fusion whose card says "Fiend-Type Monster Card" may take it
    where an effect offers the cards its player controls (a Contact Fusion): Battle Ox and the
    Gilfer equipping it are one set of Necroquip Princess's materials, while for a line that
    asks for monsters (Flame Swordsman's named Warrior...) the Equip Card is never one."""
    duel = _necroquip("Archfiend of Gilfer", hand=("Mystical Elf",))
    assert not Script(duel).has("activate", "Polymerization")
    ox = _card(duel, "Battle Ox")
    [gilfer] = [c for c in duel.players[0].szone if c is not None]
    [princess] = [c for c in duel.players[0].extra if c.data.name == "Necroquip Princess"]
    assert duel.fusion_choices(0, [ox, gilfer], princess) == [[ox, gilfer]]
    assert duel.fusion_choices(0, [ox], princess) == []
    from duelist.engine.extra import fusion_spec, material_sets
    any_two = [s for s in fusion_spec(princess.data)]
    any_two[1] = type(any_two[1])(any_two[1].test, 1, 1, None, "1 Fiend-Type monster")     # the same, a "monster"
    assert material_sets(any_two, [ox, gilfer], duel=duel, player=0) == []


def test_what_a_script_says_its_card_mentions():
    """MENTIONS is a fact of a card's script, each name a card of the database: Exodia Necross
    mentions Contract with Exodia and the five Forbidden One pieces, Contract with Exodia
    mentions Exodia Necross, Temple of the Kings mentions Mystical Beast of Serket; a Fusion
    Monster mentions the cards its material line names (Elemental HERO Flare Neos: Elemental
    HERO Neos), and no card mentions itself."""
    from duelist.cards import db, registry
    from duelist.engine.extra import mentions
    declared = {}
    for code in registry.script_index():
        names = getattr(registry.get_script(db.get_card(code)).module, "MENTIONS", None)
        if names is not None:
            assert isinstance(names, tuple) and names, script.module.__name__
            for name in names:
                db.find_card(name)       # (a name of no card raises)
            declared[db.get_card(code).name] = names
    assert sorted(declared) == ["Contract with Exodia", "Exodia Necross", "Temple of the Kings"]
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Exodia Necross", "Temple of the Kings", "Elemental HERO Neos")
    table.extra(0, "Elemental HERO Flare Neos")
    duel = table.build()
    card = {c.data.name: c for c in duel.cards}
    assert mentions(card["Exodia Necross"], "Contract with Exodia")
    assert mentions(card["Exodia Necross"], "Left Leg of the Forbidden One")
    assert mentions(card["Temple of the Kings"], "Mystical Beast of Serket")
    assert mentions(card["Elemental HERO Flare Neos"], "Elemental HERO Neos")
    assert not mentions(card["Elemental HERO Flare Neos"], "Elemental HERO Flare Neos")
    assert not mentions(card["Elemental HERO Neos"], "Elemental HERO Neos")
    assert not mentions(card["Exodia Necross"], "Temple of the Kings")
