"""Seed-example Traps (helper b): Raigeki Break, Compulsory Evacuation Device, Solemn
Judgment, Chain Destruction, Lightforce Sword.

Rules cited: seed 000 §陷阱卡 (通常陷阱, 反擊陷阱), §效果分類, §卡片效果特殊召喚; seed 004
§连锁和咒文速度, §怪兽的召唤. Card behaviour: current OCG/TCG rulings.
"""

from duelist.engine import state as S
from duelist.engine.events import event_for
from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _skull_tribute_summoned(trap, opponent=(), deck=()):
    """Turn 3, player 0's Main Phase 1: player 0 Tribute Summons Summoned Skull from the hand
    by Tributing their Battle Ox; player 1 controls `opponent` and has `trap` Set; player 0's
    Deck is `deck`. Returns (duel, script) once the Tribute is made."""
    table = Table(turn=3)
    table.hand(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    for name in opponent:
        table.monster(1, name)
    if deck:
        table.deck(0, deck)
    table.spell_trap(1, trap)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Battle Ox")
    return duel, s


def _hane_hane_flip_summoned():
    """Turn 3, player 0's Main Phase 1: player 0 Flip Summons their Set Hane-Hane; player 1
    controls Battle Ox and has Solemn Judgment Set. Returns (duel, script)."""
    table = Table(turn=3)
    table.monster(0, "Hane-Hane", position="set")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Hane-Hane")
    return duel, s


# ------------------------------------------------------------------- Raigeki Break
def test_raigeki_break_discards_then_destroys_the_target():
    """seed 000 §陷阱卡: the cost (discard 1) is paid at activation, before the target is chosen;
    the targeted card is destroyed."""
    table = Table(turn=4, turn_player=1)
    table.monster(1, "Summoned Skull")
    table.hand(1, "Battle Ox")
    table.spell_trap(0, "Raigeki Break")
    table.hand(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", player=1)
    s.pick("activate", "Raigeki Break", player=0)
    s.expect(request="select", player=0)            # the discard comes first
    s.pick("select", "Mystical Elf")
    s.pick("target", "Summoned Skull", player=0)
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Mystical Elf", "Raigeki Break"]
    assert grave(duel, 1) == ["Summoned Skull"]


def test_raigeki_break_can_destroy_a_set_spell_trap():
    """Raigeki Break: "1 card on the field" — a Set Spell/Trap too (not Raigeki Break itself)."""
    table = Table(turn=3)
    table.hand(0, "Ookazi")
    table.spell_trap(1, "Raigeki Break")
    table.spell_trap(1, "Just Desserts")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi")
    s.pick("activate", "Raigeki Break", player=1)
    s.pick("select", "Battle Ox", player=1)
    names = [o.name for o in duel.request.options if o.kind == "target"]
    assert "Raigeki Break" not in names and "Just Desserts" in names and "Ookazi" in names
    s.pick("target", "Ookazi", player=1)
    # destroying the Spell does not negate it: Ookazi still resolves
    assert duel.players[1].lp == 7200
    assert sorted(grave(duel, 0)) == ["Ookazi"]


def test_raigeki_break_needs_a_card_to_discard():
    """Raigeki Break: with an empty hand the cost cannot be paid, so it cannot be activated."""
    table = Table(turn=3)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Raigeki Break")
    duel = table.build()
    Script(duel).pick("summon", "Battle Ox")
    assert duel.request.kind == "idle" and duel.request.player == 0


# --------------------------------------------------- Compulsory Evacuation Device
def test_compulsory_evacuation_device_returns_the_target():
    """Compulsory Evacuation Device: the targeted monster returns to its owner's hand."""
    duel, s = _skull_tribute_summoned("Compulsory Evacuation Device")
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", "Summoned Skull", player=1)
    assert field_monsters(duel, 0) == [] and hand(duel, 0) == ["Summoned Skull"]
    assert grave(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Compulsory Evacuation Device"]


def test_compulsory_evacuation_device_can_return_a_face_down_monster():
    """Compulsory Evacuation Device: any monster on the field, face-down ones included."""
    table = Table(turn=3)
    elf = table.monster(0, "Mystical Elf", position="set")
    table.hand(0, "Ookazi")
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi")
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", elf, player=1)
    assert hand(duel, 0) == ["Mystical Elf"] and field_monsters(duel, 0) == []


# -------------------------------------------------------------- Solemn Judgment
def test_solemn_judgment_negates_a_spell_and_pays_half_lp():
    """seed 000 §反擊陷阱: a Counter Trap that negates an activation chains directly to it;
    Solemn Judgment costs half the LP (rounded down) and destroys the Spell."""
    table = Table(turn=3, lp=(8000, 7001))
    table.monster(1, "Battle Ox")
    table.hand(0, "Dark Hole")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("activate", "Solemn Judgment", player=1)
    assert duel.players[1].lp == 3501
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert grave(duel, 0) == ["Dark Hole"] and grave(duel, 1) == ["Solemn Judgment"]
    assert [e["what"] for e in of_type(duel, "negated")] == ["activation"]


def test_solemn_judgment_negates_a_trap():
    """Solemn Judgment: a Trap Card's activation too."""
    table = Table(turn=3)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    table.spell_trap(0, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("pass", player=0, request="chain")      # the summon window: not negating it
    s.pick("activate", "Trap Hole", player=1)
    s.pick("target", "Battle Ox", player=1)
    s.pick("activate", "Solemn Judgment", player=0)
    assert field_monsters(duel, 0) == ["Battle Ox"] and duel.players[0].lp == 4000
    assert grave(duel, 1) == ["Trap Hole"]


def test_solemn_judgment_cannot_answer_a_monster_effect():
    """Solemn Judgment: only Spell/Trap Card activations (and Summons) — a flip effect is
    neither."""
    duel, s = _hane_hane_flip_summoned()
    s.pick("pass", player=1, request="chain")      # the Flip Summon itself could be negated
    s.pick("target", "Battle Ox", player=0)
    assert hand(duel, 1) == ["Battle Ox"] and duel.players[1].lp == 8000


def test_solemn_judgment_negates_a_normal_summon():
    """seed 000 §反擊陷阱: Counter Traps can be activated when a monster would be Summoned;
    the Summon is negated and the monster destroyed (no "summoned" triggers follow)."""
    duel, s = _skull_tribute_summoned("Solemn Judgment", opponent=["Mysterious Puppeteer"])
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Summoned Skull"]
    assert duel.players[1].lp == 4000      # Mysterious Puppeteer gained nothing
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Summoned Skull"]
    assert duel.players[0].normal_summons == 1


def test_solemn_judgment_negates_a_flip_summon():
    """Solemn Judgment: a Flip Summon can be negated; the flip effect never happens."""
    duel, s = _hane_hane_flip_summoned()
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    assert grave(duel, 0) == ["Hane-Hane"] and field_monsters(duel, 1) == ["Battle Ox"]
    assert duel.request.kind == "idle"


# ------------------------------------------------------------- Chain Destruction
def test_chain_destruction_destroys_copies_in_hand_and_deck():
    """Chain Destruction: when a monster with 2000 or less ATK is Summoned, every card with
    its name in its controller's hand and Deck is destroyed; the monster itself stays."""
    table = Table(turn=3)
    table.hand(0, "Battle Ox", "Battle Ox", "Mystical Elf")
    table.deck(0, ["Celtic Guardian", "Battle Ox", "Mystical Elf"])
    table.spell_trap(1, "Chain Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", first=True)
    s.pick("activate", "Chain Destruction", player=1)
    s.pick("target", "Battle Ox", player=1)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert hand(duel, 0) == ["Mystical Elf"]
    assert sorted(c.name for c in duel.players[0].deck) == ["Celtic Guardian", "Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Battle Ox"]
    assert [e["reason"] for e in of_type(duel, "destroyed")] == ["effect", "effect"]


def test_chain_destruction_on_your_own_monster():
    """Chain Destruction: it may target its own controller's monster (the monster's
    controller loses the copies)."""
    table = Table(turn=3)
    table.hand(0, "Celtic Guardian")
    table.deck(0, ["Celtic Guardian"])
    table.spell_trap(0, "Chain Destruction")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Celtic Guardian")
    s.pick("activate", "Chain Destruction", player=0)
    s.pick("target", "Celtic Guardian", player=0)
    s.pick("pass", player=1)
    assert duel.players[0].deck == [] and grave(duel, 0) == ["Celtic Guardian", "Chain Destruction"]


def test_chain_destruction_ignores_a_monster_over_2000_atk():
    """Chain Destruction: a monster with more than 2000 ATK does not qualify."""
    duel, s = _skull_tribute_summoned("Chain Destruction", deck=["Summoned Skull"])
    assert duel.request.kind == "idle" and len(duel.players[0].deck) == 1


def test_chain_destruction_answers_a_flip_summon():
    """Chain Destruction: a Flip Summon counts."""
    table = Table(turn=3)
    table.monster(0, "Mystical Elf", position="set")
    table.hand(0, "Mystical Elf")
    table.spell_trap(1, "Chain Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Mystical Elf")
    s.pick("activate", "Chain Destruction", player=1)
    s.pick("target", "Mystical Elf", player=1)
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Mystical Elf"]


def test_chain_destruction_answers_a_special_summon_by_an_effect():
    """seed 000 §卡片效果特殊召喚 / current rulings: a Special Summon made by a resolving
    effect can be answered by "when ... Special Summoned" Traps once the chain is over
    (it is the last thing that happened)."""
    table = Table(turn=3)
    table.hand(0, "Monster Reborn", "Battle Ox")
    table.grave(0, "Battle Ox")
    table.spell_trap(1, "Chain Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Battle Ox")
    s.pick("option", "Attack Position")          # Monster Reborn asks the position
    s.pick("activate", "Chain Destruction", player=1)
    s.pick("target", "Battle Ox", player=1)
    assert hand(duel, 0) == [] and sorted(grave(duel, 0)) == ["Battle Ox", "Monster Reborn"]
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]


def test_chain_destruction_cannot_target_a_dragon_under_lord_of_d():
    """Lord of D. keeps Dragons from being targeted: Chain Destruction cannot answer the
    Flute's Special Summon of a Dragon."""
    table = Table(turn=3)
    table.monster(0, "Lord of D.")
    table.hand(0, "The Flute of Summoning Dragon", "Koumori Dragon", "Koumori Dragon")
    table.spell_trap(1, "Chain Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "The Flute of Summoning Dragon")
    s.pick("select", "Koumori Dragon", first=True)
    s.pick("done")
    s.pick("option", "Attack Position")
    assert duel.request.kind == "idle" and duel.request.player == 0


# ---------------------------------------------------------------- Lightforce Sword
def _lightforce_table():
    """Turn 3, player 0's Main Phase 1: Battle Ox and Celtic Guardian in player 0's hand;
    player 1 has Lightforce Sword Set."""
    table = Table(turn=3)
    table.hand(0, "Battle Ox", "Celtic Guardian")
    table.spell_trap(1, "Lightforce Sword")
    return table


def _lightforce_sword_answers_the_ox(table, seed=0):
    """Build `table` with `seed`; player 0 Normal Summons Battle Ox and player 1 answers
    with Lightforce Sword (Celtic Guardian is the only card left to banish)."""
    duel = table.build(seed=seed)
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Lightforce Sword", player=1)
    return duel


def test_lightforce_sword_banishes_a_random_hand_card_face_down():
    """Lightforce Sword: one card of the opponent's hand, chosen at random (the duel's
    PRNG), is banished face-down; only its owner may see which."""
    duel = _lightforce_sword_answers_the_ox(_lightforce_table(), seed=0)
    assert len(duel.players[0].hand) == 0 and len(duel.players[0].banished) == 1
    banished = duel.players[0].banished[0]
    assert banished.name == "Celtic Guardian" and banished.position == S.FACEDOWN
    event = of_type(duel, "to_banished")[-1]
    assert event_for(event, 0)["name"] == "Celtic Guardian" and "name" not in event_for(event, 1)
    assert grave(duel, 1) == ["Lightforce Sword"]
    assert duel.view(1)["players"][0]["banished"] == [{"uid": banished.uid}]


def test_lightforce_sword_pick_is_random_and_replays_the_same():
    """Lightforce Sword: the pick comes from the duel's seeded PRNG — same seed, same card;
    over several seeds each card can be picked."""
    def banished_by_lightforce(table, seed):
        duel = table.build(seed=seed)
        s = Script(duel)
        s.pick("activate", "Ookazi", player=1)
        s.pick("activate", "Lightforce Sword", player=0)
        return duel.players[1].banished[0].name

    picked = set()
    for seed in range(12):
        table = Table(turn=4, turn_player=1)
        table.hand(1, "Ookazi", "Mystical Elf", "Dark Hole", "Celtic Guardian")
        table.spell_trap(0, "Lightforce Sword")
        name = banished_by_lightforce(table, seed)
        picked.add(name)
        assert banished_by_lightforce(table, seed) == name
    assert picked == {"Mystical Elf", "Dark Hole", "Celtic Guardian"}


def test_lightforce_sword_needs_a_card_in_the_opponents_hand():
    """Lightforce Sword: with the opponent's hand empty it cannot be activated."""
    table = Table(turn=3)
    table.hand(0, "Ookazi")
    table.spell_trap(1, "Lightforce Sword")
    duel = table.build()
    Script(duel).pick("activate", "Ookazi")
    assert duel.request.kind == "idle" and duel.players[1].lp == 7200


def _play_to_standby(duel, turn):
    """End turns (no actions) until `turn` reaches Main Phase 1."""
    s = Script(duel)
    while duel.turn < turn and duel.request is not None:
        s.end_turn()


def test_lightforce_sword_card_returns_in_the_4th_standby_phase():
    """Lightforce Sword: the banished card returns to its owner's hand during that player's
    4th Standby Phase after the activation (not before)."""
    table = _lightforce_table()
    for p in (0, 1):
        table.deck(p, ["Hitotsu-Me Giant"] * 10)
    duel = _lightforce_sword_answers_the_ox(table)
    _play_to_standby(duel, 9)       # player 0's turns 5, 7, 9: three Standby Phases
    assert [c.name for c in duel.players[0].banished] == ["Celtic Guardian"]
    _play_to_standby(duel, 11)      # the 4th: turn 11
    assert duel.players[0].banished == [] and "Celtic Guardian" in hand(duel, 0)
