"""Goat format, helper h10: the main-deck cards the Goat Control, Chaos Control and Monarch
decks still missed — Gravekeeper's Guard, Magical Merchant, Dark Mimic LV1, Thestalos the
Firestorm Monarch, Hand of Nephthys, Sacred Phoenix of Nephthys, Apprentice Magician,
Skilled White Magician, Asura Priest.

Rules cited: seed 000 §反轉效果, §誘發效果, §起動效果, §上級召喚, §特殊召喚; card behaviour: the
cards' TCG/OCG texts and rulings.
"""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table


def _flip(table_fn):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table_fn(table)
    duel = table.build()
    return duel, Script(duel)


def test_gravekeepers_guard_returns_an_opponents_monster_when_flipped():
    """Gravekeeper's Guard: FLIP: target 1 monster your opponent controls; return it to the hand."""
    duel, s = _flip(lambda t: (t.monster(0, "Gravekeeper's Guard", position="set"),
                               t.monster(1, "Battle Ox")))
    s.pick("flip_summon", "Gravekeeper's Guard")
    s.pick("target", "Battle Ox", request="target")
    assert hand(duel, 1) == ["Battle Ox"] and field_monsters(duel, 1) == []


def test_magical_merchant_excavates_until_a_spell_or_trap():
    """Magical Merchant: FLIP: excavate from the top until a Spell/Trap: it goes to the hand,
    the other excavated cards to the GY."""
    def setup(t):
        t.monster(0, "Magical Merchant", position="set")
        t.deck(0, ["Battle Ox", "Mystical Elf", "Pot of Greed"])     # top first
    duel, s = _flip(setup)
    s.pick("flip_summon", "Magical Merchant")
    assert hand(duel, 0) == ["Pot of Greed"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Mystical Elf"]


def test_dark_mimic_lv1_draws_when_flipped():
    """Dark Mimic LV1: FLIP: draw 1 card."""
    def setup(t):
        t.monster(0, "Dark Mimic LV1", position="set")
        t.deck(0, ["Battle Ox", "Mystical Elf"])
    duel, s = _flip(setup)
    s.pick("flip_summon", "Dark Mimic LV1")
    assert hand(duel, 0) == ["Battle Ox"]


def test_thestalos_the_firestorm_monarch_discards_at_random_and_burns_a_monster_level():
    """Thestalos: when Tribute Summoned, your opponent discards 1 random card; if it is a
    monster, they take damage equal to its Level x 100."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Thestalos the Firestorm Monarch")
    table.monster(0, "Battle Ox")
    table.hand(1, "Summoned Skull")        # Level 6
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Thestalos the Firestorm Monarch")
    s.pick("tribute", "Battle Ox")
    assert grave(duel, 1) == ["Summoned Skull"]
    assert lp(duel)[1] == 8000 - 600


def test_hand_of_nephthys_tributes_itself_and_another_for_the_phoenix():
    """Hand of Nephthys: Tribute this card and 1 other monster; Special Summon 1 Sacred Phoenix
    of Nephthys from your hand or Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hand of Nephthys")
    table.monster(0, "Battle Ox")
    table.deck(0, ["Sacred Phoenix of Nephthys", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hand of Nephthys")
    s.pick("select", "Battle Ox")
    s.pick("select", "Sacred Phoenix of Nephthys")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Sacred Phoenix of Nephthys"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Hand of Nephthys"]


def test_sacred_phoenix_of_nephthys_returns_in_its_next_standby_phase_and_destroys_spells_and_traps():
    """Sacred Phoenix of Nephthys: destroyed by a card effect and sent to the GY, it Special
    Summons itself in its owner's next Standby Phase, then every Spell and Trap on the field is
    destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(0, "Sacred Phoenix of Nephthys")
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    assert "Sacred Phoenix of Nephthys" in grave(duel, 0)
    s.pick("end_turn")
    assert duel.turn == 4 and "Sacred Phoenix of Nephthys" in grave(duel, 0)   # not in the opponent's turn
    s.pick("end_turn", player=1)
    s.pick("option", "Attack Position", request="option", player=0)
    assert duel.turn == 5 and field_monsters(duel, 0) == ["Sacred Phoenix of Nephthys"]
    assert "Mirror Force" in grave(duel, 1)


def test_sacred_phoenix_of_nephthys_destroyed_by_battle_stays_in_the_grave():
    """Sacred Phoenix of Nephthys: only a card effect's destruction brings it back."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    table.monster(1, "Sacred Phoenix of Nephthys")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target="Sacred Phoenix of Nephthys")
    s.end_turn()
    assert duel.turn == 4 and grave(duel, 1) == ["Sacred Phoenix of Nephthys"]
    assert duel.request.kind == "idle" and duel.request.player == 1


def test_apprentice_magician_gives_breaker_a_counter():
    """Apprentice Magician: when Normal Summoned, 1 Spell Counter goes on a face-up card that
    can hold one (not optional; Breaker the Magical Warrior: +300 ATK per counter)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Apprentice Magician")
    breaker = table.monster(0, "Breaker the Magical Warrior")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Apprentice Magician")
    s.pick("target", "Breaker the Magical Warrior", request="target")
    assert duel.atk(breaker.card(duel)) == 1600 + 300


def test_apprentice_magician_destroyed_by_battle_sets_a_small_spellcaster():
    """Apprentice Magician: destroyed by battle: you can Special Summon 1 Level 2 or lower
    Spellcaster from your Deck in face-down Defense Position."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(0, "Apprentice Magician")
    table.deck(0, ["Magician of Faith", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Apprentice Magician")
    s.pick("yes", request="yes_no", player=0)
    s.pick("select", "Magician of Faith")
    faith = [c for c in duel.monsters(0)]
    assert [c.name for c in faith] == ["Magician of Faith"] and faith[0].position == "set"


def test_skilled_white_magician_counts_spells_and_calls_buster_blader():
    """Skilled White Magician: each Spell Card that resolves gives it a Spell Counter (max 3);
    Tribute it with 3 to Special Summon Buster Blader from the hand, Deck or GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Skilled White Magician")
    table.hand(0, "Pot of Greed", "Graceful Charity", "Pot of Greed")
    table.deck(0, ["Buster Blader"] + ["Battle Ox"] * 8)
    table.grave(0, "Buster Blader")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Skilled White Magician")
    s.pick("activate", "Pot of Greed", first=True)
    s.pick("activate", "Graceful Charity")
    s.pick("select", "Battle Ox", first=True)
    s.pick("select", "Battle Ox", first=True)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Skilled White Magician")
    s.pick("select", "Buster Blader", first=True)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Buster Blader"]


def test_asura_priest_attacks_each_monster_once_and_returns_to_the_hand():
    """Asura Priest: it can attack every monster your opponent controls once each; a Spirit,
    it returns to the hand in the End Phase of the turn it was Normal Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Asura Priest")
    table.monster(1, "Mystical Elf", position="attack")
    table.monster(1, "Beaver Warrior", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Asura Priest")
    s.pick("battle")
    s.pick("attack", "Asura Priest", target="Mystical Elf")
    assert s.has("attack", "Asura Priest")
    assert not s.has("attack", "Asura Priest", target="Mystical Elf")
    assert not s.has("attack", "Asura Priest", target="player")
    s.pick("attack", "Asura Priest", target="face-down monster (zone 2)")
    assert not s.has("attack", "Asura Priest")
    s.pick("end_battle")
    s.pick("end_turn")
    assert "Asura Priest" in hand(duel, 0)
