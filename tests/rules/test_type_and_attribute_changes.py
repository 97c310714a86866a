"""Effects that change a monster's Type or Attribute (engine: actions.py `Duel.race` /
`Duel.attribute`, continuous effects tagged C.RACE / C.ATTRIBUTE; `Ctx.race` / `Ctx.attribute`).

- seed 000 §怪獸的表示形式: "裡側表示的怪獸不适用使場上的怪獸的卡名·種族·屬性·攻守變化的效果" -- a
  face-down monster keeps its printed Type and Attribute; turned face-up while the effect
  stays, it has the changed one.
- seed 000 §魔法卡 裝備魔法: "裝備後，裝備怪獸的卡名或種族發生變更導緻不再滿足裝備條件的場合，該裝備卡破壞"
  -- an Equip Spell whose monster's Type changes so that it no longer meets the equip
  condition is destroyed.

DNA Surgery (Continuous Trap: declare a Type; every face-up monster on the field is that Type)
changes Types. No card of the pool changes an Attribute: a stand-in Continuous Spell,
"every face-up monster on the field is DARK", shows the Attribute rule."""

from duelist.cards.common import CONTINUOUS, Effect, activate
from duelist.engine import state as S
from duelist.engine.names import C
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in


def _activate_dna_surgery(s, race):
    s.pick("activate", "DNA Surgery", request="idle")
    s.expect("option", player=0)
    s.answer([o for o in s.duel.request.options if o.label == "Option %s" % race][0])
    for _ in range(4):
        if s.duel.request.kind == "idle":
            break
        s.pick("pass")
    s.expect("idle", player=0)


def _table(*monsters):
    table = Table(turn=3, turn_player=0, phase="main1")
    refs = [table.monster(*m[:2], **(m[2] if len(m) > 2 else {})) for m in monsters]
    table.spell_trap(0, "DNA Surgery")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    return table, refs


def test_a_spellcaster_made_a_zombie_loses_book_of_secret_arts():
    """seed 000 §魔法卡 裝備魔法: Book of Secret Arts equips a Spellcaster only; DNA Surgery
    declaring Zombie makes Dark Magician a Zombie, so the Book no longer meets its condition
    and is destroyed by the state checks; Dark Magician is back to 2500 ATK."""
    table, (mage,) = _table((0, "Dark Magician"))
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=mage)
    duel = table.build()
    s = Script(duel)
    card = mage.card(duel)
    assert duel.atk(card) == 2800
    _activate_dna_surgery(s, "Zombie")
    assert duel.race(card) == "Zombie"
    assert "Book of Secret Arts" in grave(duel, 0)
    assert duel.atk(card) == 2500


def test_an_equip_spell_for_the_declared_type_stays():
    """The reverse: a Warrior made a Spellcaster meets Book of Secret Arts' condition now, so
    the Book may be equipped to it; its printed Type is still Warrior."""
    table, (guardian,) = _table((0, "Celtic Guardian"))
    table.hand(0, "Book of Secret Arts")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Book of Secret Arts")
    _activate_dna_surgery(s, "Spellcaster")
    card = guardian.card(duel)
    assert card.data.race == "Warrior" and duel.race(card) == "Spellcaster"
    s.pick("activate", "Book of Secret Arts", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        if duel.request.kind == "target" or s.options("target"):
            s.pick("target", guardian)
        else:
            s.pick("pass")
    assert duel.atk(card) == 1400 + 300


def test_a_face_down_monster_keeps_its_printed_type_until_flipped():
    """seed 000 §怪獸的表示形式: a Set Mystical Elf (Spellcaster) keeps its printed Type under DNA
    Surgery declaring Dragon, so Dragon Capture Jar ("every face-up Dragon cannot change its
    battle position") does not stop its Flip Summon; once face-up it is a Dragon and the Jar
    puts it in Defense Position."""
    table, (elf,) = _table((0, "Mystical Elf", {"position": "set"}))
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    duel = table.build()
    s = Script(duel)
    _activate_dna_surgery(s, "Dragon")
    card = elf.card(duel)
    assert duel.race(card) == "Spellcaster"
    s.pick("flip_summon", elf)
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    card = elf.card(duel)
    assert card.face_up and duel.race(card) == "Dragon"
    assert card.position == S.FACEUP_DEFENSE       # the Jar reaches it now
    assert not s.has("change_position", elf)


def test_yami_boosts_by_the_type_now_and_the_printed_types_return_when_dna_surgery_leaves():
    """Yami: face-up Fiends and Spellcasters gain 200, Fairies lose 200. DNA Surgery declaring
    Fiend makes a Warrior and a Fairy Fiends: both gain 200. Destroyed (Mystical Space
    Typhoon), it applies no more: the printed Types return, and with them Yami's old reach."""
    table, (guardian, fairy) = _table((0, "Celtic Guardian"), (1, "Dancing Fairy"))
    table.field_spell(0, "Yami")
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    g, f = guardian.card(duel), fairy.card(duel)
    assert (duel.atk(g), duel.atk(f)) == (1400, 1700 - 200)
    _activate_dna_surgery(s, "Fiend")
    assert (duel.race(g), duel.race(f)) == ("Fiend", "Fiend")
    assert (duel.atk(g), duel.atk(f)) == (1400 + 200, 1700 + 200)
    s.pick("activate", "Mystical Space Typhoon", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        if s.options("target"):
            s.pick("target", "DNA Surgery")
        else:
            s.pick("pass")
    assert "DNA Surgery" in grave(duel, 0)
    assert (duel.race(g), duel.race(f)) == ("Warrior", "Fairy")
    assert (duel.atk(g), duel.atk(f)) == (1400, 1700 - 200)


def test_monsters_off_the_field_keep_their_printed_type():
    """DNA Surgery reaches only monsters on the field: a monster in the hand or the GY keeps its
    printed Type (Ctx.race reads it)."""
    table, _ = _table((0, "Celtic Guardian"))
    table.hand(0, "Dark Magician")
    table.grave(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    _activate_dna_surgery(s, "Zombie")
    in_hand = duel.players[0].hand[0]
    in_grave = duel.players[0].grave[0]
    assert (duel.race(in_hand), duel.race(in_grave)) == ("Spellcaster", "Spellcaster")


def _materials_table(extra, *monsters):
    table = Table(turn=3, turn_player=0, phase="main1")
    for player, name in monsters:
        table.monster(player, name)
    table.spell_trap(0, "DNA Surgery")
    table.extra(0, extra)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    return duel, Script(duel)


def test_warriors_made_spellcasters_are_xyz_materials_for_a_spellcaster_line():
    """Downerd Magician: "2 Level 4 Spellcaster monsters". Two Level 4 Celtic Guardians
    (Warriors) are none; made Spellcasters by DNA Surgery they are (engine/xyz.py reads the
    Type now: `Duel.data_now`)."""
    duel, s = _materials_table("Downerd Magician", (0, "Celtic Guardian"), (0, "Celtic Guardian"))
    assert not s.has("xyz_summon")
    _activate_dna_surgery(s, "Spellcaster")
    assert s.has("xyz_summon", "Downerd Magician")


def test_a_warrior_made_a_dragon_is_a_synchro_material_for_a_dragon_line():
    """Exploder Dragonwing: "1 Tuner + 1 or more non-Tuner Dragon monsters". Junk Synchron
    (Level 3 Tuner) with Celtic Guardian (Level 4 Warrior): no; DNA Surgery declaring Dragon
    makes the Guardian one (engine/extra.py `_quals_ok` reads the Type now)."""
    duel, s = _materials_table("Exploder Dragonwing", (0, "Junk Synchron"), (0, "Celtic Guardian"))
    assert not s.has("synchro_summon")
    _activate_dna_surgery(s, "Dragon")
    assert s.has("synchro_summon", "Exploder Dragonwing")


def test_a_warrior_made_a_machine_is_a_fusion_material_for_a_machine_line():
    """Chimeratech Fortress Dragon: "Cyber Dragon" + 1 or more Machine monsters (on either
    field). The opponent's Celtic Guardian made a Machine by DNA Surgery is one (engine/extra.py
    `material_sets` reads the Type now)."""
    duel, s = _materials_table("Chimeratech Fortress Dragon", (0, "Cyber Dragon"), (1, "Celtic Guardian"))
    assert not s.has("special_summon", "Chimeratech Fortress Dragon")
    _activate_dna_surgery(s, "Machine")
    assert s.has("special_summon", "Chimeratech Fortress Dragon")


def _every_face_up_monster_is_dark():
    return [activate(), Effect(CONTINUOUS, tag=C.ATTRIBUTE, value=lambda ctx, card: "DARK")]


def test_an_attribute_change_meets_and_then_fails_an_equip_condition(monkeypatch):
    """Attribute (stand-in: Messenger of Peace as "every face-up monster on the field is
    DARK"): Sword of Dark Destruction (a DARK monster only) may be equipped to a LIGHT Mystical
    Elf made DARK; when the stand-in leaves the field (Mystical Space Typhoon), the Elf is
    LIGHT again and the Sword is destroyed (seed 000 §魔法卡 裝備魔法); a Set monster stays
    LIGHT (seed 000 §怪獸的表示形式)."""
    stand_in(monkeypatch, "Messenger of Peace", _every_face_up_monster_is_dark())
    table = Table(turn=3, turn_player=0, phase="main1")
    elf = table.monster(0, "Mystical Elf")
    hidden = table.monster(0, "Mystical Elf", position="set")
    table.spell_trap(0, "Messenger of Peace")
    table.hand(0, "Sword of Dark Destruction", "Mystical Space Typhoon")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Sword of Dark Destruction")

    def play(name, target=None):
        s.pick("activate", name, request="idle")
        for _ in range(4):
            if duel.request.kind == "idle":
                break
            if s.options("target"):
                s.pick("target", target)
            else:
                s.pick("pass")

    play("Messenger of Peace")
    card = elf.card(duel)
    assert duel.attribute(card) == "DARK" and duel.attribute(hidden.card(duel)) == "LIGHT"
    play("Sword of Dark Destruction", elf)
    assert duel.atk(card) == 800 + 400
    play("Mystical Space Typhoon", "Messenger of Peace")
    assert duel.attribute(card) == "LIGHT"
    assert "Sword of Dark Destruction" in grave(duel, 0)
    assert duel.atk(card) == 800


def test_a_monster_made_dark_pays_deck_devastation_virus_cost(monkeypatch):
    """Deck Devastation Virus' cost Tributes a DARK monster with 2000 or more ATK: a LIGHT
    Blue-Eyes White Dragon made DARK (stand-in: Messenger of Peace as "every face-up monster on
    the field is DARK") is one, so the Virus may be activated; its Attribute is the one it has
    now (seed 000 §怪獸的表示形式: the change applies to it, face-up on the field)."""
    stand_in(monkeypatch, "Messenger of Peace", _every_face_up_monster_is_dark())
    table = Table(turn=3, turn_player=0, phase="main1")
    dragon = table.monster(0, "Blue-Eyes White Dragon")
    table.spell_trap(0, "Messenger of Peace", face_down=False)
    table.spell_trap(0, "Deck Devastation Virus")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    assert duel.attribute(dragon.card(duel)) == "DARK"
    assert s.has("activate", "Deck Devastation Virus")


def test_warriors_made_dark_are_xyz_materials_for_a_dark_line(monkeypatch):
    """Evilswarm Nightmare: "2 Level 4 DARK monsters". Two Level 4 Celtic Guardians (EARTH) are
    none; made DARK (stand-in: Messenger of Peace as "every face-up monster on the field is
    DARK") they are: the Attribute changed alone, the Type printed (engine/xyz.py reads the
    Attribute now: `Duel.data_now`; seed 000 §怪獸的表示形式)."""
    stand_in(monkeypatch, "Messenger of Peace", _every_face_up_monster_is_dark())
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Messenger of Peace")
    table.extra(0, "Evilswarm Nightmare")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    assert not s.has("xyz_summon")
    s.pick("activate", "Messenger of Peace", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert s.has("xyz_summon", "Evilswarm Nightmare")



def _dragons_in_the_battle_phase():
    return [activate(), Effect(CONTINUOUS, tag=C.RACE,
                               value=lambda ctx, card: "Dragon" if ctx.phase == S.PHASE_BATTLE else None)]


def test_a_monster_that_becomes_a_dragon_with_no_card_moving_meets_dragon_capture_jar(monkeypatch):
    """Dragon Capture Jar (Continuous Trap): "all face-up Dragon monsters on the field are changed
    to Defense Position", by their Type now. A Type that changes while no card moves (stand-in:
    Messenger of Peace as "every face-up monster on the field is a Dragon during the Battle
    Phase"): Celtic Guardian, a Warrior in Attack Position in Main Phase 1, is a Dragon once the
    Battle Phase begins and is changed to Defense Position at once (seed 000 §怪獸的表示形式: a
    change of Type applies to a face-up monster on the field)."""
    stand_in(monkeypatch, "Messenger of Peace", _dragons_in_the_battle_phase())
    table = Table(turn=3, turn_player=0, phase="main1")
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Messenger of Peace", face_down=False)
    table.spell_trap(0, "Dragon Capture Jar", face_down=False)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    assert duel.race(guardian.card(duel)) == "Warrior"
    assert guardian.card(duel).position == S.FACEUP_ATTACK
    s.pick("battle")
    for _ in range(4):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert duel.race(guardian.card(duel)) == "Dragon"
    assert guardian.card(duel).position == S.FACEUP_DEFENSE


def test_monsters_made_the_same_attribute_are_no_materials_for_a_different_attributes_line(monkeypatch):
    """Rilliona, the Wondrous Magistus Witch Wardrobe: "2 Level 4 Spellcaster monsters with
    different Attributes". Mystical Elf (LIGHT) and Breaker the Magical Warrior (DARK) are;
    both made DARK (stand-in: Messenger of Peace as "every face-up monster on the field is
    DARK") they have one Attribute now and are not (engine/xyz.py `XyzSpec.together` reads the
    Attribute now; seed 000 §怪獸的表示形式)."""
    stand_in(monkeypatch, "Messenger of Peace", _every_face_up_monster_is_dark())
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Breaker the Magical Warrior")
    table.spell_trap(0, "Messenger of Peace")
    table.extra(0, "Rilliona, the Wondrous Magistus Witch Wardrobe")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    assert s.has("xyz_summon", "Rilliona, the Wondrous Magistus Witch Wardrobe")
    s.pick("activate", "Messenger of Peace", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert not s.has("xyz_summon")


def _every_face_up_monster_is_light():
    return [activate(), Effect(CONTINUOUS, tag=C.ATTRIBUTE, value=lambda ctx, card: "LIGHT")]


def test_warriors_made_light_are_link_materials_for_a_light_line(monkeypatch):
    """Hip Hoshiningen: "2 LIGHT monsters". Two Celtic Guardians (EARTH) are none; made LIGHT
    (stand-in: Messenger of Peace as "every face-up monster on the field is LIGHT") they are
    (engine/link.py's material test reads the Attribute now; seed 000 §怪獸的表示形式)."""
    stand_in(monkeypatch, "Messenger of Peace", _every_face_up_monster_is_light())
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Messenger of Peace")
    table.extra(0, "Hip Hoshiningen")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    assert not s.has("link_summon")
    s.pick("activate", "Messenger of Peace", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert s.has("link_summon", "Hip Hoshiningen")

