"""Trap Hole's rulings as the 2002 starter decks raise them (SDY-026, SDK-032): it destroys a
monster with 1000 or more ATK that the opponent has just Normal or Flip Summoned.

The card plays one text under every preset; these tests use the default preset (MR5).
Sources: Pojo's cards of the day of 2002-05-14 (it answers Normal Summons, Tribute
Summons included, and Flip Summons only, never a Special Summon; "watch them use Soul
Exchange to get that BEWD, just to have it removed AND they lose their Battle Phase") and of
2004-12-28; the Bottomless Trap Hole rulings (mikamika.de, Legendary Collection 3 text: the
monster's ATK when it is summoned and when the card resolves is its current ATK). Seed 000
§效果分類 (an effect once activated resolves even if its card left the field)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_trap_hole_counts_a_field_spell_boost_toward_1000_atk():
    """Q: under Sogen my opponent Normal Summons Skull Stalker (a 900-ATK Warrior, 1100 with
    Sogen): may I Trap Hole it? A: yes: Trap Hole reads the monster's current ATK."""
    table = Table(turn=3)
    table.field_spell(0, "Sogen")
    table.hand(0, "Skull Stalker")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Skull Stalker")
    assert duel.atk(duel.monsters(0)[0]) == 1100
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Skull Stalker", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Skull Stalker"] and field_monsters(duel, 0) == []


def test_trap_hole_does_not_answer_a_monster_special_summoned_by_monster_reborn():
    """Q: my opponent revives Summoned Skull with Monster Reborn: may I Trap Hole it? A: no:
    a Special Summon is not a Normal or Flip Summon; no window offers Trap Hole."""
    table = Table(turn=3)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull")
    _resolve(s)
    s.pick("option", "Attack Position", request="option")
    assert not s.has("activate", "Trap Hole")
    _resolve(s)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Summoned Skull"]


def test_trap_hole_on_a_tribute_summon_made_with_soul_exchange_leaves_the_battle_phase_lost():
    """Q: my opponent activates Soul Exchange on my Battle Ox and Tributes it for Summoned
    Skull; I Trap Hole the Skull: may they still conduct their Battle Phase? A: a Tribute
    Summon is a Normal Summon, so Trap Hole destroys the Skull; and Soul Exchange was used, so
    there is no Battle Phase for them this turn."""
    table = Table(turn=3)
    table.hand(0, "Soul Exchange", "Summoned Skull")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Soul Exchange")
    s.pick("target", "Battle Ox")
    _resolve(s)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Battle Ox")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Soul Exchange", "Summoned Skull"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Trap Hole"]
    s.expect(request="idle", player=0)
    assert not s.has("battle")
    assert field_monsters(duel, 0) == ["Celtic Guardian"]


def test_trap_hole_chained_to_the_stern_mystics_flip_effect_does_not_stop_it():
    """Q: my opponent Flip Summons The Stern Mystic (1500 ATK); its FLIP effect is Chain Link
    1 and I chain Trap Hole: is the FLIP effect stopped when the Mystic is destroyed? A: no:
    the Mystic is destroyed, and its effect still resolves: my Set cards are shown to both
    players (and stay Set)."""
    table = Table(turn=3)
    mystic = table.monster(0, "The Stern Mystic", position="set")
    table.spell_trap(1, "Trap Hole")
    waboku = table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("flip_summon", mystic)
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "The Stern Mystic", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["The Stern Mystic"]
    shown = [e for e in duel.log[start:] if e["type"] == "reveal"]
    assert [e["name"] for e in shown] == ["Waboku"]
    assert not waboku.card(duel).face_up


def test_a_monster_flipped_face_up_by_an_attack_was_not_flip_summoned():
    """Q: my Battle Ox attacks my opponent's Set The Stern Mystic (1500 ATK), which is flipped
    face-up: may I activate Trap Hole on it? A: no: a monster turned face-up by an attack is
    not Flip Summoned; no window offers Trap Hole."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    mystic = table.monster(1, "The Stern Mystic", position="set")
    table.spell_trap(0, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=mystic)
    while duel.request.kind == "chain":
        assert not s.has("activate", "Trap Hole")
        s.pick("pass")
    assert mystic.card(duel).face_up
    s.expect(request="battle", player=0)


def test_trap_hole_reaches_a_monster_of_exactly_1000_atk():
    """Q: my opponent Normal Summons Ryu-Kishin (1000 ATK): may I Trap Hole it? A: yes: "1000
    or more" includes 1000."""
    table = Table(turn=3)
    table.hand(0, "Ryu-Kishin")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Ryu-Kishin")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Ryu-Kishin", player=1)
    _resolve(s)
    assert grave(duel, 0) == ["Ryu-Kishin"]


def test_trap_hole_destroys_nothing_if_the_atk_fell_below_1000_before_it_resolved():
    """Q: under my Sogen I Normal Summon Skull Stalker (900, 1100 with Sogen); my opponent
    activates Trap Hole and I chain Reverse Trap: A: Reverse Trap resolves first, Sogen's +200
    is now -200 (700 ATK); Trap Hole finds a monster with less than 1000 ATK and destroys
    nothing."""
    table = Table(turn=3)
    table.field_spell(0, "Sogen")
    table.hand(0, "Skull Stalker")
    table.spell_trap(0, "Reverse Trap")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Skull Stalker")
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Skull Stalker", player=1)
    s.pick("activate", "Reverse Trap", player=0, request="chain")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Skull Stalker"]
    assert duel.atk(duel.monsters(0)[0]) == 700
    assert grave(duel, 1) == ["Trap Hole"]
