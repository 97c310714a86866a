"""Starter Deck: Yugi Effect Monsters (helper a): The Stern Mystic, Wall of Illusion,
Trap Master.

Rules cited: seed 000 §效果分類 › 誘發效果 (flip effects of a monster flipped by an attack
wait until after damage calculation; mandatory triggers work in the damage step), §怪獸的表示形式.
"""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


# ------------------------------------------------------------- The Stern Mystic
def test_the_stern_mystic_reveals_every_face_down_card_and_leaves_them_set():
    """The Stern Mystic (FLIP): every face-down card on the field, both sides, is shown to
    both players; each stays face-down in its place."""
    table = Table(turn=3)
    mystic = table.monster(0, "The Stern Mystic", position="set")
    elf = table.monster(1, "Mystical Elf", position="set")
    hole = table.spell_trap(1, "Trap Hole")
    mine = table.spell_trap(0, "Dark Hole")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "The Stern Mystic")
    s.pick("pass", player=1, request="chain")              # Trap Hole could answer: it does not
    revealed = of_type(duel, "reveal")
    assert sorted(e["name"] for e in revealed) == ["Dark Hole", "Mystical Elf", "Trap Hole"]
    assert all("private" not in e for e in revealed)          # public: both players see them
    assert elf.card(duel).position == "set"
    assert not hole.card(duel).face_up and not mine.card(duel).face_up
    assert mystic.card(duel).position == "attack"
    assert duel.request.kind == "idle"


def test_the_stern_mystic_flipped_by_an_attack_reveals_after_damage_calculation():
    """seed 000 §誘發效果: a flip effect of a monster flipped by an attack activates after
    damage calculation."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    mystic = table.monster(1, "The Stern Mystic", position="set")
    table.spell_trap(0, "Trap Hole")
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=mystic)
    order = [e["type"] for e in duel.log if e["type"] in ("battle", "reveal")]
    assert order == ["battle", "reveal"]
    assert grave(duel, 1) == ["The Stern Mystic"]            # 1700 vs 1200 DEF


# ------------------------------------------------------------- Wall of Illusion
def test_wall_of_illusion_returns_its_attacker_to_the_hand():
    """Wall of Illusion: after damage calculation, the monster that attacked it returns to
    its owner's hand (mandatory); damage is calculated normally first."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Hitotsu-Me Giant")                     # 1200 ATK
    wall = table.monster(1, "Wall of Illusion", position="defense")   # 1850 DEF
    duel = table.build()
    Script(duel).pick("attack", "Hitotsu-Me Giant", target=wall)
    assert duel.players[0].lp == 7350
    assert field_monsters(duel, 0) == [] and hand(duel, 0) == ["Hitotsu-Me Giant"]
    assert field_monsters(duel, 1) == ["Wall of Illusion"]
    assert duel.request.kind == "battle"


def test_wall_of_illusion_still_works_when_destroyed_by_battle():
    """OCG ruling: Wall of Illusion's effect activates even when it is destroyed by that battle."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Summoned Skull")
    wall = table.monster(1, "Wall of Illusion")              # 1000 ATK in Attack Position
    duel = table.build()
    Script(duel).pick("attack", "Summoned Skull", target=wall)
    assert duel.players[1].lp == 6500
    assert grave(duel, 1) == ["Wall of Illusion"]
    assert hand(duel, 0) == ["Summoned Skull"]


def test_wall_of_illusion_face_down_when_attacked():
    """Wall of Illusion attacked while face-down is flipped before damage calculation and
    its effect activates after it."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    wall = table.monster(1, "Wall of Illusion", position="set")
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=wall)
    assert hand(duel, 0) == ["Battle Ox"] and duel.players[0].lp == 7850


def test_wall_of_illusion_does_nothing_when_it_attacks():
    """Wall of Illusion only answers being attacked: when it attacks, nothing returns."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Wall of Illusion")
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    Script(duel).pick("attack", "Wall of Illusion", target="Mystical Elf")
    assert field_monsters(duel, 1) == ["Mystical Elf"] and hand(duel, 1) == []
    assert field_monsters(duel, 0) == ["Wall of Illusion"]


def test_wall_of_illusion_no_trigger_when_the_attack_stops_before_battle():
    """No battle, no effect: if the attacker leaves before damage calculation nothing happens."""
    table = Table(turn=3, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    wall = table.monster(1, "Wall of Illusion", position="defense")
    table.at("damage_step_start", lambda duel: duel.debug_move(ox.uid(duel), S.GRAVE)
             if ox.card(duel).location == S.MZONE else None)
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=wall)
    assert grave(duel, 0) == ["Battle Ox"] and hand(duel, 0) == []


# ------------------------------------------------------------------ Trap Master
def test_trap_master_destroys_a_face_up_trap():
    """Trap Master (FLIP): target 1 Trap on the field and destroy it."""
    table = Table(turn=3)
    table.monster(0, "Trap Master", position="set")
    table.spell_trap(1, "Dragon Capture Jar", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Trap Master")
    s.pick("target", "Dragon Capture Jar", player=0, request="target")
    assert grave(duel, 1) == ["Dragon Capture Jar"]


def test_trap_master_on_a_set_trap_reveals_and_destroys_it():
    """Trap Master may target a Set card: revealed, and destroyed because it is a Trap."""
    table = Table(turn=3)
    table.monster(0, "Trap Master", position="set")
    table.spell_trap(1, "Trap Hole", set_this_turn=True)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Trap Master")
    s.pick("target", player=0, request="target")
    assert [e["name"] for e in of_type(duel, "reveal")] == ["Trap Hole"]
    assert grave(duel, 1) == ["Trap Hole"]


def test_trap_master_on_a_set_spell_leaves_it_set():
    """Trap Master: a Set target that turns out not to be a Trap is revealed and stays Set."""
    table = Table(turn=3)
    table.monster(0, "Trap Master", position="set")
    hole = table.spell_trap(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Trap Master")
    s.pick("target", player=0, request="target")
    assert [e["name"] for e in of_type(duel, "reveal")] == ["Dark Hole"]
    assert hole.card(duel).location == "szone" and not hole.card(duel).face_up
    assert grave(duel, 1) == []


def test_trap_master_without_a_possible_target_does_not_activate():
    """Trap Master: with no Trap or Set card on the field its flip effect is not activated
    (a face-up Spell is no target)."""
    table = Table(turn=3)
    table.monster(0, "Trap Master", position="set")
    table.field_spell(1, "Yami")
    duel = table.build()
    Script(duel).pick("flip_summon", "Trap Master")
    assert of_type(duel, "chain") == [] and duel.request.kind == "idle"
