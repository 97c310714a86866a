"""While Light of Intervention is face-up no monster may be Set, and an effect that would turn a
monster face-down counts as Setting it: such an effect cannot be activated, a face-down Special
Summon is made face-up in Defense Position instead, and a turn face-down does not happen
(yugioh-wiki.net 《聖なる輝き》: 効果によってフィールドのモンスターを裏側守備表示に変更することができない
(効果の発動自体が不可能); 効果によってモンスターを裏側守備表示で特殊召喚する際、表側守備表示での特殊召喚に
置き換わる; its FAQ: Book of Moon's "turn face-down" is a Set and cannot be activated under it).
The engine holds it (`Duel._no_monster_set`; h49p request 2, fixed in stop 49). A continuous effect applies
from the moment its card is face-up, even in the middle of a chain's resolution (seed 000
§效果分類 › 永續效果): Light of Intervention chained to Book of Moon stops the turn face-down."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

LIGHT = "Light of Intervention"


def _table(turn_player=0):
    table = Table(rules="GOAT", turn=3, turn_player=turn_player)
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    return table


def _positions(duel, player):
    return [(c.name, c.position) for c in duel.monsters(player)]


def test_light_of_intervention_chained_to_book_of_moon_keeps_the_monster_face_up():
    """Q: I activate Book of Moon on my opponent's Battle Ox; they chain Light of Intervention.
    Does Battle Ox turn face-down? A: no: Light of Intervention applies as soon as it resolves,
    and then no monster may be turned face-down."""
    table = _table()
    table.spell_trap(1, LIGHT)
    table.monster(1, "Battle Ox")
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Battle Ox", request="target")
    s.pick("activate", LIGHT, player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert "Book of Moon" in [c.name for c in duel.players[0].grave]
    assert _positions(duel, 1) == [("Battle Ox", "attack")]


def test_without_light_of_intervention_book_of_moon_turns_it_face_down():
    table = _table()
    table.monster(1, "Battle Ox")
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Battle Ox", request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert _positions(duel, 1) == [("Battle Ox", "set")]


def test_stealth_bird_cannot_turn_itself_face_down_under_light_of_intervention():
    table = _table()
    table.spell_trap(1, LIGHT, face_down=False)
    table.monster(0, "Stealth Bird")
    duel = table.build()
    assert not Script(duel).has("activate", "Stealth Bird")


def test_tsukuyomi_summoned_under_light_of_intervention_turns_no_monster_face_down():
    """Tsukuyomi's Summon effect would turn a face-up monster face-down: under Light of
    Intervention it cannot be activated, and every monster stays face-up."""
    table = _table()
    table.spell_trap(1, LIGHT, face_down=False)
    table.monster(1, "Battle Ox")
    table.hand(0, "Tsukuyomi")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tsukuyomi")
    while duel.request.kind != "idle":
        duel.answer(duel.request.options[0].id)
    assert _positions(duel, 0) == [("Tsukuyomi", "attack")]
    assert _positions(duel, 1) == [("Battle Ox", "attack")]


def _shallow_grave(light):
    table = _table()
    if light:
        table.spell_trap(1, LIGHT, face_down=False)
    table.grave(0, "Battle Ox")
    table.grave(1, "Mystical Elf")
    table.hand(0, "The Shallow Grave")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Shallow Grave")
    while duel.request.kind != "idle":
        duel.answer(duel.request.options[0].id)
    return duel


def test_the_shallow_grave_under_light_of_intervention_summons_face_up_in_defense():
    """The Shallow Grave Special Summons face-down; under Light of Intervention each monster
    is Special Summoned in face-up Defense Position instead."""
    duel = _shallow_grave(light=True)
    assert _positions(duel, 0) == [("Battle Ox", "defense")]
    assert _positions(duel, 1) == [("Mystical Elf", "defense")]


def test_without_light_of_intervention_the_shallow_grave_summons_face_down():
    duel = _shallow_grave(light=False)
    assert _positions(duel, 0) == [("Battle Ox", "set")]
    assert _positions(duel, 1) == [("Mystical Elf", "set")]


def test_under_light_of_intervention_a_special_summon_in_attack_position_stays_in_attack():
    """Light of Intervention changes only face-down placements: Monster Reborn's monster chosen
    in Attack Position comes in Attack Position (engine `special_summon`)."""
    table = _table()
    table.spell_trap(1, LIGHT, face_down=False)
    table.grave(0, "Summoned Skull")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull", request="target")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", request="option")
    assert _positions(duel, 0) == [("Summoned Skull", "attack")]


def test_stealth_bird_answered_by_light_of_intervention_stays_face_up():
    """Q: I activate Stealth Bird's effect to turn it face-down; my opponent chains Light of
    Intervention. A: Light of Intervention applies as soon as it resolves (seed 000 §效果分類 ›
    永續效果), so when Stealth Bird's effect resolves no monster may be turned face-down: it stays
    face-up (engine `change_position`)."""
    table = _table()
    table.spell_trap(1, LIGHT)
    table.monster(0, "Stealth Bird")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Stealth Bird")
    s.pick("activate", LIGHT, player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert _positions(duel, 0) == [("Stealth Bird", "attack")]


def test_cyber_jar_under_light_of_intervention_offers_face_up_defense_not_face_down():
    """Q: Light of Intervention is face-up; my Battle Ox attacks my opponent's Set Cyber Jar and
    I pick up Celtic Guardian. In which positions may I Special Summon it? A: face-up Attack or
    face-up Defense: no monster can be Set, and a face-down Special Summon is made face-up in
    Defense Position instead, so Cyber Jar's choice says face-up Defense (stop 50; before, it
    offered "face-down Defense" and summoned face-up)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, "Light of Intervention", face_down=False)
    table.monster(0, "Battle Ox")
    jar = table.monster(1, "Cyber Jar", position="set")
    table.deck(0, ["Celtic Guardian", "Summoned Skull", "Pot of Greed", "Dark Hole", "Raigeki",
                   "Heavy Storm"])
    table.deck(1, ["Pot of Greed", "Heavy Storm", "Mirror Force", "Dark Hole", "Raigeki"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=jar)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect("option", player=0)
    assert [o.label for o in duel.request.options] == ["Option Face-up Attack Position",
                                                       "Option Face-up Defense Position"]
    s.pick("option", "Face-up Defense Position", player=0, request="option")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Celtic Guardian"]
    assert duel.monsters(0)[0].position == S.FACEUP_DEFENSE
