"""Goat format: Book of Life, Cyber Jar, Pyramid Turtle, Ryu Kokki, Vampire Lord.

Card behaviour follows the current TCG/OCG texts and rulings; rules cited: seed 000
§誘發效果 (triggers, "when" effects missing the timing, the damage step), §反轉效果,
§特殊召喚.
"""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import banished, field_monsters, grave, hand, lp, of_type, once
from duelist.testing.scenario import Script, Table


def _index(duel, kind, **fields):
    for e in duel.log:
        if e["type"] == kind and all(e.get(k) == v for k, v in fields.items()):
            return e["i"]
    return None


# ------------------------------------------------------------------ Book of Life
def test_book_of_life_revives_a_zombie_and_banishes_an_opponents_monster():
    """Book of Life: target a Zombie in your GY and a monster in the opponent's GY; Special
    Summon the first (position of your choice, seed 000 §特殊召喚), and if you do, banish the
    second."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Book of Life")
    table.grave(0, "Pyramid Turtle", "Battle Ox")
    table.grave(1, "Mystical Elf", "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Life")
    s.expect(request="target", player=0)
    assert [o.name for o in s.options("target")] == ["Pyramid Turtle"]     # Zombies in your GY only
    s.pick("target", "Pyramid Turtle")
    s.expect(request="target", player=0)
    assert [o.name for o in s.options("target")] == ["Mystical Elf"]       # monsters only
    s.pick("target", "Mystical Elf")
    s.pick("option", "Defense Position", request="option", player=0)
    assert field_monsters(duel, 0) == ["Pyramid Turtle"]
    assert duel.monsters(0)[0].position == S.FACEUP_DEFENSE
    assert banished(duel, 1) == ["Mystical Elf"]
    assert grave(duel, 0) == ["Battle Ox", "Book of Life"]


def test_book_of_life_needs_both_targets():
    """Book of Life targets both cards on activation: no monster in the opponent's GY, no
    activation."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Book of Life")
    table.grave(0, "Pyramid Turtle")
    table.grave(1, "Dark Hole")
    duel = table.build()
    assert not Script(duel).has("activate", "Book of Life")


def test_book_of_life_banishes_nothing_if_the_zombie_is_not_summoned():
    """"and if you do": if the Zombie left the GY in response (here by fiat), nothing is
    summoned and the opponent's monster stays in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Book of Life")
    turtle = table.grave(0, "Pyramid Turtle")
    table.grave(1, "Mystical Elf")
    table.spell_trap(1, "Waboku")       # gives player 1 a response window

    def remove_turtle(duel):
        if duel.chain and turtle.card(duel).location == S.GRAVE:
            duel.debug_move(turtle.uid(duel), S.BANISHED)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Life")
    s.pick("target", "Pyramid Turtle")
    s.pick("target", "Mystical Elf")
    # player 1 may respond; move the Zombie away before the chain resolves
    s.expect(request="chain", player=1)
    remove_turtle(duel)
    s.pick("pass", player=1)
    assert field_monsters(duel, 0) == []
    assert grave(duel, 1) == ["Mystical Elf"]
    assert banished(duel, 1) == []


# -------------------------------------------------------------------- Cyber Jar
def test_cyber_jar_destroys_all_then_summons_and_adds_the_revealed_cards():
    """Cyber Jar: FLIP — destroy all monsters (itself too), then both players reveal the
    top 5 cards; Level 4 or lower monsters are Special Summoned (face-up Attack or face-down
    Defense, each player for their own), also the rest go to the hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Cyber Jar", position="set")
    table.monster(0, "Battle Ox")
    table.monster(1, "Mystical Elf")
    table.deck(0, ["Celtic Guardian", "Dark Hole", "Blue-Eyes White Dragon", "Koumori Dragon",
                   "Trap Hole", "Summoned Skull"])
    table.deck(1, ["Hitotsu-Me Giant", "Pot of Greed"])      # fewer than 5: reveal them all
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Cyber Jar")
    s.pick("option", "Face-up Attack Position", request="option", player=0)     # Celtic Guardian
    s.pick("option", "Face-down Defense Position", request="option", player=0)  # Koumori Dragon
    s.pick("option", "Face-down Defense Position", request="option", player=1)  # Hitotsu-Me Giant
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Cyber Jar"]
    assert grave(duel, 1) == ["Mystical Elf"]
    assert field_monsters(duel, 0) == ["Celtic Guardian", "Koumori Dragon"]
    mine = duel.monsters(0)
    assert mine[0].position == S.FACEUP_ATTACK and mine[1].position == S.FACEDOWN_DEFENSE
    assert sorted(hand(duel, 0)) == ["Blue-Eyes White Dragon", "Dark Hole", "Trap Hole"]
    assert [c.name for c in duel.players[0].deck] == ["Summoned Skull"]
    assert field_monsters(duel, 1) == ["Hitotsu-Me Giant"]
    assert hand(duel, 1) == ["Pot of Greed"] and duel.players[1].deck == []
    assert len(of_type(duel, "reveal")) == 7


def test_cyber_jar_flipped_by_an_attack_resolves_after_damage_calculation():
    """seed 000 §反轉效果: flipped by an attack, Cyber Jar's effect resolves after damage
    calculation; it destroys the attacker too."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    jar = table.monster(0, "Cyber Jar", position="set")
    table.deck(0, ["Dark Hole"])
    table.deck(1, ["Pot of Greed"])
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=jar)
    assert _index(duel, "battle") < _index(duel, "chain", name="Cyber Jar")
    assert grave(duel, 0) == ["Cyber Jar"] and grave(duel, 1) == ["Battle Ox"]
    assert hand(duel, 0) == ["Dark Hole"] and hand(duel, 1) == ["Pot of Greed"]


def test_cyber_jar_summons_all_five_revealed_monsters():
    """Cyber Jar: all revealed Level 4 or lower monsters are Special Summoned; only the top
    5 cards are revealed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Cyber Jar", position="set")
    table.deck(0, ["Celtic Guardian", "Battle Ox", "Koumori Dragon", "Mystical Elf", "Hitotsu-Me Giant",
                   "Beaver Warrior", "Giant Soldier of Stone"])
    table.deck(1, ["Pot of Greed"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Cyber Jar")
    for _ in range(5):
        s.pick("option", "Face-up Attack Position", request="option", player=0)
    assert field_monsters(duel, 0) == ["Celtic Guardian", "Battle Ox", "Koumori Dragon", "Mystical Elf",
                                       "Hitotsu-Me Giant"]
    assert hand(duel, 0) == [] and len(duel.players[0].deck) == 2


def test_cyber_jar_monster_that_cannot_be_special_summoned_goes_to_hand():
    """Cyber Jar ruling: a revealed Level 4 or lower monster that cannot be Special Summoned
    (a Spirit monster: Asura Priest) is added to the hand instead; a Level 5+ monster too."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Cyber Jar", position="set")
    table.deck(0, ["Asura Priest", "Summoned Skull"])
    table.deck(1, ["Pot of Greed"])
    duel = table.build()
    Script(duel).pick("flip_summon", "Cyber Jar")
    assert sorted(hand(duel, 0)) == ["Asura Priest", "Summoned Skull"]
    assert field_monsters(duel, 0) == []


# ---------------------------------------------------------------- Pyramid Turtle
def test_pyramid_turtle_summons_a_zombie_with_2000_or_less_def():
    """Pyramid Turtle: when destroyed by battle and sent to the GY, you can Special Summon 1
    Zombie with 2000 or less DEF from your Deck (usable in the damage step)."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Summoned Skull")
    table.monster(0, "Pyramid Turtle")
    table.deck(0, ["Despair from the Dark", "Ryu Kokki", "Vampire Lord", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="Pyramid Turtle")
    s.pick("yes", request="yes_no", player=0)
    s.expect(request="select", player=0)
    # DEF 3000 Zombie and non-Zombies are not offered
    assert sorted(o.name for o in s.options("select")) == ["Ryu Kokki", "Vampire Lord"]
    s.pick("select", "Ryu Kokki")
    s.pick("option", "Defense Position", request="option", player=0)
    assert field_monsters(duel, 0) == ["Ryu Kokki"]
    assert duel.monsters(0)[0].position == S.FACEUP_DEFENSE
    assert grave(duel, 0) == ["Pyramid Turtle"]


def test_pyramid_turtle_destroyed_by_an_effect_does_nothing():
    """Pyramid Turtle only floats when destroyed by battle."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Dark Hole")
    table.monster(0, "Pyramid Turtle")
    table.deck(0, ["Vampire Lord"])
    duel = table.build()
    Script(duel).pick("activate", "Dark Hole", player=1)
    assert grave(duel, 0) == ["Pyramid Turtle"]
    assert field_monsters(duel, 0) == [] and duel.request.kind == "idle"


# --------------------------------------------------------------------- Ryu Kokki
def test_ryu_kokki_destroys_a_warrior_it_battled():
    """Ryu Kokki: after battling a Warrior or Spellcaster monster, destroy that monster
    (mandatory)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Ryu Kokki")                                     # 2400 ATK
    table.monster(1, "Big Shield Gardna", position="defense")    # Warrior, 2600 DEF (no script needed)
    duel = table.build()
    Script(duel).pick("attack", "Ryu Kokki", target="Big Shield Gardna")
    assert grave(duel, 1) == ["Big Shield Gardna"]
    assert lp(duel) == (7800, 8000)                               # the battle itself: 200 damage
    assert [e["reason"] for e in of_type(duel, "destroyed")] == ["effect"]


def test_ryu_kokki_works_even_when_destroyed_by_the_battle():
    """Ruling: Ryu Kokki's effect still applies if Ryu Kokki is destroyed by that battle."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Dark Magician")                                 # Spellcaster, 2500 ATK
    table.monster(0, "Ryu Kokki")                                     # 2400 ATK
    duel = table.build()
    Script(duel).pick("attack", "Dark Magician", target="Ryu Kokki")
    assert grave(duel, 0) == ["Ryu Kokki"]
    assert grave(duel, 1) == ["Dark Magician"]
    assert lp(duel) == (7900, 8000)


def test_ryu_kokki_ignores_other_types():
    """Only a Warrior or Spellcaster is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Ryu Kokki")
    table.monster(1, "Koumori Dragon", position="defense")   # Dragon, 1200 DEF
    duel = table.build()
    Script(duel).pick("attack", "Ryu Kokki", target="Koumori Dragon")
    assert grave(duel, 1) == ["Koumori Dragon"]
    assert not any(e["type"] == "chain" for e in duel.log)


def test_ryu_kokki_acts_at_the_end_of_the_damage_step():
    """Ryu Kokki's effect acts at the end of the Damage Step; its chain should start after the
    damage_end step."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Ryu Kokki")
    table.monster(1, "Big Shield Gardna", position="defense")
    duel = table.build()
    Script(duel).pick("attack", "Ryu Kokki", target="Big Shield Gardna")
    assert grave(duel, 1) == ["Big Shield Gardna"]
    assert _index(duel, "step", step="damage_end") < _index(duel, "chain", name="Ryu Kokki")


# ------------------------------------------------------------------ Vampire Lord
def test_vampire_lord_battle_damage_makes_the_opponent_mill_a_declared_type():
    """Vampire Lord: when it inflicts battle damage to the opponent, declare a card type;
    the opponent sends 1 card of that type from their Deck to the GY (their choice)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Vampire Lord")
    table.deck(1, ["Battle Ox", "Dark Hole", "Trap Hole", "Mystical Space Typhoon"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Vampire Lord", target="player")
    s.pick("option", "Spell", request="option", player=0)
    s.expect(request="select", player=1)
    assert sorted(o.name for o in s.options("select")) == ["Dark Hole", "Mystical Space Typhoon"]
    s.pick("select", "Mystical Space Typhoon")
    assert grave(duel, 1) == ["Mystical Space Typhoon"]
    assert lp(duel) == (8000, 6000)
    assert [e["value"] for e in of_type(duel, "declare")] == ["Spell"]


def test_vampire_lord_revives_in_the_next_standby_after_an_opponents_effect():
    """Vampire Lord: destroyed by an opponent's card effect and sent to your GY, it is
    Special Summoned during the Standby Phase of the next turn."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Dark Hole")
    table.monster(0, "Vampire Lord")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    assert grave(duel, 0) == ["Vampire Lord"]
    s.end_turn()
    s.pick("option", "Attack Position", request="option", player=0)
    assert duel.turn == 4 and field_monsters(duel, 0) == ["Vampire Lord"]
    assert _index(duel, "phase", phase="standby") < _index(duel, "chain", name="Vampire Lord")


def test_vampire_lord_destroyed_by_its_own_controllers_effect_stays():
    """Vampire Lord: only an *opponent's* card effect lets it come back."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dark Hole")
    table.monster(0, "Vampire Lord")
    table.deck(0, ["Battle Ox"])
    table.deck(1, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.end_turn()
    assert duel.turn == 4 and duel.request.kind == "idle"
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Vampire Lord"]
    assert field_monsters(duel, 0) == []


def test_vampire_lord_destroyed_by_battle_stays():
    """Vampire Lord: destruction by battle is not a card effect; it does not come back."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Vampire Lord")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target="Vampire Lord")
    s.end_turn()
    assert duel.turn == 4 and field_monsters(duel, 0) == [] and grave(duel, 0) == ["Vampire Lord"]


def test_vampire_lord_that_left_the_gy_and_came_back_stays():
    """Vampire Lord revives "this card" from the GY: once it has left the GY (here by fiat:
    to the hand, then back to the GY without being destroyed) it is a new card and does not
    come back in the next Standby Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=1)
    table.hand(1, "Dark Hole")
    table.monster(0, "Vampire Lord")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])

    def shuffle_through(duel):
        card = duel.players[0].grave[0]
        duel.debug_move(card.uid, S.HAND)
        duel.debug_move(duel.players[0].hand[-1].uid, S.GRAVE)
    table.at("end_phase", once(shuffle_through))
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    s.end_turn()
    assert duel.turn == 4 and duel.request.kind == "idle" and duel.request.player == 0
    assert grave(duel, 0) == ["Vampire Lord"] and field_monsters(duel, 0) == []
