"""Goat format: Flip and "flipped face-up" monsters — Magician of Faith,
Morphing Jar, Tsukuyomi (Spirit).

Rules cited: seed 000 §反轉效果 (flip effects; one flipped by an attack uses its effect after
damage calculation), §誘發效果, §怪獸的表示形式; card behaviour: current TCG/OCG text and
rulings.
"""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _index(duel, kind, **fields):
    for e in duel.log:
        if e["type"] == kind and all(e.get(k) == v for k, v in fields.items()):
            return e["i"]
    return None


# ---------------------------------------------------------------- Magician of Faith
def test_magician_of_faith_returns_a_spell_from_the_gy():
    """Magician of Faith: FLIP — target 1 Spell in your GY; add it to your hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magician of Faith", position="set")
    table.grave(0, "Dark Hole", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Magician of Faith")
    s.pick("target", "Dark Hole", request="target", player=0)
    assert hand(duel, 0) == ["Dark Hole"]
    assert grave(duel, 0) == ["Battle Ox"]


def test_magician_of_faith_only_targets_spells_in_its_own_gy():
    """Magician of Faith: the target is a Spell in *your* GY (not a Trap, a monster, or a
    card in the opponent's GY)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magician of Faith", position="set")
    table.grave(0, "Trap Hole", "Battle Ox", "Mystical Space Typhoon")
    table.grave(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Magician of Faith")
    s.expect(request="target", player=0)
    assert [o.name for o in s.options("target")] == ["Mystical Space Typhoon"]
    s.pick("target", "Mystical Space Typhoon")
    assert hand(duel, 0) == ["Mystical Space Typhoon"]


def test_magician_of_faith_without_a_spell_does_nothing():
    """A FLIP effect that needs a target cannot be activated without one (seed 000 §反轉效果)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Magician of Faith", position="set")
    table.grave(0, "Trap Hole")
    duel = table.build()
    Script(duel).pick("flip_summon", "Magician of Faith")
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert not of_type(duel, "chain")


def test_magician_of_faith_flipped_by_an_attack_resolves_after_damage_calculation():
    """seed 000 §反轉效果: a monster flipped face-up by an attack uses its flip effect after
    damage calculation (even though it was destroyed by that battle)."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    mof = table.monster(0, "Magician of Faith", position="set")
    table.grave(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=mof)
    s.pick("target", "Dark Hole", request="target", player=0)
    assert hand(duel, 0) == ["Dark Hole"]
    battle = _index(duel, "battle")
    chain = _index(duel, "chain", name="Magician of Faith")
    assert battle is not None and chain is not None and battle < chain
    assert grave(duel, 0) == ["Magician of Faith"]


# ------------------------------------------------------------------ Morphing Jar
def test_morphing_jar_both_players_discard_then_draw_five():
    """Morphing Jar: FLIP — both players discard their whole hand, then each draws 5 (a
    player with an empty hand draws 5 too)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Morphing Jar", position="set")
    table.hand(0, "Dark Hole", "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    Script(duel).pick("flip_summon", "Morphing Jar")
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Dark Hole"]
    assert hand(duel, 0) == ["Celtic Guardian"] * 5
    assert hand(duel, 1) == ["Mystical Elf"] * 5
    assert len(duel.players[0].deck) == 1 and len(duel.players[1].deck) == 1


def test_morphing_jar_a_player_who_cannot_draw_five_loses():
    """Morphing Jar: each player must draw 5; one who cannot draws what is left and loses
    (seed 000 §勝負判定條件: a player who must draw from an empty deck loses)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Morphing Jar", position="set")
    table.hand(1, "Dark Hole")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    Script(duel).pick("flip_summon", "Morphing Jar")
    assert grave(duel, 1) == ["Dark Hole"]
    assert duel.result is not None and duel.result["winner"] == 0 and duel.result["reason"] == "deck_out"


# --------------------------------------------------------------------- Tsukuyomi
def test_tsukuyomi_normal_summon_turns_a_monster_face_down():
    """Tsukuyomi: when Normal Summoned, target 1 face-up monster on the field; change it to
    face-down Defense Position (a mandatory trigger)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Tsukuyomi")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tsukuyomi")
    s.expect(request="target", player=0)
    assert sorted(o.name for o in s.options("target")) == ["Battle Ox", "Tsukuyomi"]
    s.pick("target", "Battle Ox")
    assert ox.card(duel).position == S.FACEDOWN_DEFENSE


def test_tsukuyomi_alone_must_turn_itself_face_down():
    """Tsukuyomi: the trigger is mandatory; with no other face-up monster it targets itself
    (and, face-down, it does not return to the hand in the End Phase)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    tsuku = table.hand(0, "Tsukuyomi")
    table.monster(1, "Battle Ox", position="set")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tsukuyomi")
    s.pick("target", "Tsukuyomi", request="target", player=0)
    assert tsuku.card(duel).position == S.FACEDOWN_DEFENSE
    s.end_turn()
    assert tsuku.card(duel).location == S.MZONE and duel.turn == 4


def test_tsukuyomi_returns_to_the_hand_in_the_end_phase():
    """Spirit: during the End Phase of the turn it was Normal Summoned, it returns to the
    hand (mandatory)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Tsukuyomi")
    table.monster(1, "Battle Ox")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tsukuyomi")
    s.pick("target", "Battle Ox")
    s.end_turn()
    assert hand(duel, 0) == ["Tsukuyomi"] and field_monsters(duel, 0) == []
    assert duel.turn == 4


def test_tsukuyomi_flip_summon_triggers_and_returns():
    """Tsukuyomi: "flipped face-up" includes a Flip Summon: the face-down effect applies and
    it returns to the hand in that turn's End Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Tsukuyomi", position="set")
    ox = table.monster(1, "Battle Ox")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Tsukuyomi")
    s.pick("target", "Battle Ox", request="target")
    assert ox.card(duel).position == S.FACEDOWN_DEFENSE
    s.end_turn()
    assert hand(duel, 0) == ["Tsukuyomi"]


def test_tsukuyomi_already_on_the_field_stays_in_the_end_phase():
    """Spirit: only in the End Phase of the turn it was Normal Summoned or flipped face-up;
    one summoned on an earlier turn stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="end")
    table.monster(0, "Tsukuyomi")
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    assert field_monsters(duel, 0) == ["Tsukuyomi"] and duel.turn == 4


def test_tsukuyomi_flipped_by_an_attack_acts_after_damage_calculation_and_returns():
    """Tsukuyomi flipped face-up by an attack: its effect waits until after damage calculation
    (seed 000 §反轉效果), and it returns to the hand at the End Phase of that (the
    opponent's) turn."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Hitotsu-Me Giant")                 # 1200 ATK < 1400 DEF
    tsuku = table.monster(0, "Tsukuyomi", position="set")
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Hitotsu-Me Giant", target=tsuku)
    s.expect(request="target", player=0)
    assert _index(duel, "battle") is not None        # damage calculation already happened
    s.pick("target", "Hitotsu-Me Giant")
    assert duel.players[1].lp == 7800
    assert field_monsters(duel, 1) == ["Hitotsu-Me Giant"]
    s.end_turn()
    assert tsuku.card(duel).location == S.HAND and duel.turn == 5


def test_tsukuyomi_cannot_be_special_summoned():
    """Tsukuyomi: cannot be Special Summoned (Monster Reborn cannot choose it)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Tsukuyomi")
    duel = table.build()
    assert not Script(duel).has("activate", "Monster Reborn")
