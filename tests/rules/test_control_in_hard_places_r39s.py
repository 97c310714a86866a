"""Control in hard places (seed 000 §怪獸區域 / §控制權: a monster is controlled by the player on
whose field it is; a monster whose control comes back with no free Monster Zone is sent to the
GY -- the rule book's "control returns" step; seed 001 §永續效果: a continuous effect applies
for its card's controller, "you" being whoever controls it now). Rulings: Yugipedia, Card
Rulings: Change of Heart (control returning with the owner's zones full: the monster is sent to
the GY); Snatch Steal ("equip only to a monster your opponent controls" is checked again on
resolution)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

STEAL = 1


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)


def _activate_mode(duel, card, mode):
    found = [o for o in duel.request.options if o.kind == "activate" and o.name == card and o.effect == mode]
    assert len(found) == 1, [o.label for o in duel.request.options]
    Script(duel).answer(found[0])


def test_a_monster_coming_back_to_a_full_field_is_sent_to_its_owners_gy():
    """Question: Change of Heart takes Battle Ox; in answer to Pot of Greed later, the owner
    fills every other Monster Zone with Scapegoat's four Sheep Tokens. At the End Phase Battle
    Ox's control should come back, but its owner has no free Monster Zone.
    Answer: Battle Ox is sent to its owner's GY (not destroyed, it stays nowhere else)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Change of Heart", "Pot of Greed")
    table.deck(0, ["Celtic Guardian"] * 4)
    ox = table.monster(1, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Scapegoat")
    table.deck(1, ["Celtic Guardian"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Battle Ox")
    _resolve(duel, s)
    assert ox.card(duel).controller == 0
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Scapegoat", player=1)
    _resolve(duel, s)
    assert None not in duel.players[1].mzone                # Mystical Elf and four Sheep Tokens
    s.end_turn()
    while duel.turn == 3 and duel.request is not None:      # the End Phase, its windows
        s.pick("pass", first=True)
    assert "Battle Ox" in grave(duel, 1)
    assert "Battle Ox" not in field_monsters(duel, 0) + field_monsters(duel, 1)


def test_a_borrowed_command_knight_strengthens_its_new_controllers_warriors():
    """Question: Change of Heart takes the opponent's Command Knight ("Warriors you control gain
    400 ATK"). Whose Warriors gain?
    Answer: those of the player who controls it now -- the thief's Celtic Guardian 1800 and the
    Knight itself 1600; the owner's Celtic Guardian is back to 1400."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Change of Heart")
    mine = table.monster(0, "Celtic Guardian")
    knight = table.monster(1, "Command Knight")
    theirs = table.monster(1, "Celtic Guardian")
    duel = table.build()
    assert duel.atk(theirs.card(duel)) == 1800 and duel.atk(mine.card(duel)) == 1400
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Command Knight")
    _resolve(duel, s)
    assert knight.card(duel).controller == 0
    assert duel.atk(mine.card(duel)) == 1800
    assert duel.atk(knight.card(duel)) == 1600
    assert duel.atk(theirs.card(duel)) == 1400


def test_snatch_steal_whose_target_was_taken_first_equips_nothing():
    """Question: Snatch Steal targets the opponent's Summoned Skull; in answer its own player
    takes the Skull with Enemy Controller (Tribute Celtic Guardian). When Snatch Steal resolves
    the Skull is no longer a monster the opponent controls.
    Answer: Snatch Steal equips nothing and goes to the GY; Enemy Controller's control holds
    (the Skull goes back in the End Phase)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Snatch Steal", "Enemy Controller")
    table.monster(0, "Celtic Guardian")
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", "Summoned Skull")
    if duel.request.kind == "chain" and duel.request.player == 1:
        s.pick("pass", first=True)
    _activate_mode(duel, "Enemy Controller", STEAL)
    s.pick("select", "Celtic Guardian")
    s.pick("target", "Summoned Skull", player=0)
    _resolve(duel, s)
    assert skull.card(duel).controller == 0
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Enemy Controller", "Snatch Steal"]
    assert all(c is None or c.name != "Snatch Steal" for c in duel.players[0].szone)


def test_a_monster_taken_by_change_of_heart_may_change_its_position():
    """Question: Change of Heart takes Battle Ox (Summoned on an earlier turn, its position
    unchanged this turn). May the thief change its battle position?
    Answer: yes -- the monster was not Summoned this turn and its position has not changed
    this turn (seed 000 §怪獸的表示形式的變更); only Creature Swap's own text forbids it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Change of Heart")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Battle Ox")
    _resolve(duel, s)
    assert [o.label for o in duel.request.options if o.kind != "battle" and o.kind != "end_turn"] == \
        ["Change Battle Ox to Defense Position"]


def test_a_borrowed_monster_made_an_xyz_material_does_not_go_back_at_the_end_phase():
    """Question: Change of Heart takes Celtic Guardian; its thief overlays it with Vorse Raider
    for Gem-Knight Pearl. In the End Phase, does Celtic Guardian go back to its owner?
    Answer: no -- as a material it is no monster on the field any more, so no control comes
    back; it stays under Pearl (seed 004 §XYZ怪兽的XYZ素材; Yugipedia, Card Rulings: Change of
    Heart)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Change of Heart")
    table.extra(0, "Gem-Knight Pearl")
    table.monster(0, "Vorse Raider")
    table.monster(1, "Celtic Guardian")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Celtic Guardian")
    _resolve(duel, s)
    s.pick("xyz_summon", "Gem-Knight Pearl")
    while duel.request.kind == "select":
        s.pick("select", first=True)
    s.pick("option", "Attack Position", request="option")
    s.end_turn()
    while duel.turn == 3 and duel.request is not None:
        s.pick("pass", first=True)
    assert field_monsters(duel, 0) == ["Gem-Knight Pearl"] and field_monsters(duel, 1) == []
    assert sorted((m.name, m.owner) for m in duel.materials_of(duel.monsters(0)[0])) == \
        [("Celtic Guardian", 1), ("Vorse Raider", 0)]


def test_a_borrowed_pendulum_monster_destroyed_goes_to_its_owners_extra_deck():
    """Question: Change of Heart takes Flash Knight (a Pendulum Monster); its thief destroys it
    with Dark Hole. Whose Extra Deck does it go to?
    Answer: its owner's, face-up (seed 000 §靈擺怪獸: 表側表示加入自己的額外卡組 -- "its own": a
    card always goes to its owner's places)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Change of Heart", "Dark Hole")
    table.monster(1, "Flash Knight")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", "Flash Knight")
    _resolve(duel, s)
    s.pick("activate", "Dark Hole")
    _resolve(duel, s)
    assert [(c.name, c.face_up) for c in duel.players[1].extra] == [("Flash Knight", True)]
    assert duel.players[0].extra == [] and "Flash Knight" not in grave(duel, 0) + grave(duel, 1)
