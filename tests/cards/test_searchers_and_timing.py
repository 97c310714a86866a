"""Helper c: monsters whose effects start in the GY (Sangan, Witch of the Black Forest,
Mystic Tomato, Makyura the Destructor, Archfiend of Gilfer), SEGOC and missing the timing
(seed 000 §效果分類 › 誘發效果, §上級召喚)."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def names(cards):
    return [c.name for c in cards]


# ---------------------------------------------------------------- Sangan
def test_sangan_searches_when_destroyed_by_battle():
    """Sangan (current TCG text): sent from the field to the GY -> its owner must add a
    monster with 1500 or less ATK from the Deck; a mandatory effect works in the damage
    step (seed 000 §誘發效果 › 傷害步驟: 必發效果)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    sangan = table.monster(1, "Sangan")
    table.deck(1, ["Kozaky", "Summoned Skull", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=sangan)
    request = s.expect(request="select", player=1)
    # 2500 ATK Summoned Skull is not offered
    assert sorted(o.name for o in request.options) == ["Kozaky", "Mystical Elf"]
    s.pick("select", "Mystical Elf", player=1)
    assert hand(duel, 1) == ["Mystical Elf"]
    assert [e["type"] for e in duel.log if e["type"] == "reveal"] == ["reveal"]
    assert duel.request.kind == "battle"


def test_sangan_tributed_still_searches():
    """seed 000 §上級召喚: a Tributed monster's "if" effect still activates once the summon
    is done (only optional "when" effects miss the timing)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Sangan")
    s.pick("select", "Kozaky", player=0)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert hand(duel, 0) == ["Kozaky"]


def test_sangan_face_down_destroyed_still_searches():
    """"Sent from the field to the GY" also covers a face-down Sangan (its effect starts
    in the GY)."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Sangan", position="set")
    table.hand(0, "Dark Hole")
    table.deck(1, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("select", "Kozaky", player=1)
    assert hand(duel, 1) == ["Kozaky"]


def test_sangan_discarded_from_the_hand_does_nothing():
    """Only a Sangan that leaves the field searches: discarded as Tribe-Infecting Virus's
    cost from the hand, nothing happens."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.hand(0, "Sangan")
    table.deck(0, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Sangan")
    s.pick("option", "Dragon", player=0, request="option")
    assert grave(duel, 0) == ["Sangan"] and hand(duel, 0) == []
    assert duel.request.kind == "idle"


def test_sangan_only_once_per_turn_per_player():
    """Current TCG text: "You can only use this effect of Sangan once per turn": of two
    Sangans destroyed together only one searches."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.monster(0, "Sangan")
    table.hand(0, "Dark Hole")
    table.deck(0, ["Kozaky", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("chain_trigger", "Sangan", player=0, request="order", first=True)
    s.pick("select", "Kozaky", player=0)
    assert hand(duel, 0) == ["Kozaky"]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Dark Hole", "Sangan"]
    assert duel.request.kind == "idle"


def test_witch_of_the_black_forest_added_card_cannot_be_activated_this_turn():
    """Current TCG text (Sangan and Witch): the added card's name cannot be activated by
    that player for the rest of the turn."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Witch of the Black Forest")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Dark Hole", "Kozaky")
    table.deck(0, ["Tribe-Infecting Virus"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("select", "Tribe-Infecting Virus", player=0)
    s.pick("summon", "Tribe-Infecting Virus")
    assert not s.has("activate", "Tribe-Infecting Virus")


# ------------------------------------------------------------------ Witch
def test_witch_of_the_black_forest_searches_by_defense():
    """Witch of the Black Forest: a monster with 1500 or less DEF (Mystical Elf's 2000 DEF
    is not offered)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Witch of the Black Forest")
    table.hand(0, "Dark Hole")
    table.deck(0, ["Mystical Elf", "Summoned Skull", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    request = s.expect(request="select", player=0)
    assert sorted(o.name for o in request.options) == ["Battle Ox", "Summoned Skull"]
    s.pick("select", "Summoned Skull")
    assert hand(duel, 0) == ["Summoned Skull"] and len(duel.players[0].deck) == 2


def test_witch_of_the_black_forest_tributed_still_searches():
    """seed 000 §上級召喚: Tributed for a Tribute Summon, Witch's mandatory "if" effect
    activates after the summon."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Witch of the Black Forest")
    table.hand(0, "Summoned Skull")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Witch of the Black Forest")
    s.pick("select", "Battle Ox")
    assert hand(duel, 0) == ["Battle Ox"]


def test_segoc_two_mandatory_triggers_each_side():
    """seed 000 §誘發效果 (SEGOC): Dark Hole destroys Sangan and Witch on both sides: the
    turn player's mandatory triggers go on the chain first (in the order they choose),
    then the opponent's; the chain resolves last link first."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.monster(0, "Witch of the Black Forest")
    table.monster(1, "Sangan")
    table.monster(1, "Witch of the Black Forest")
    table.hand(0, "Dark Hole")
    table.deck(0, ["Kozaky", "Battle Ox"])
    table.deck(1, ["Kozaky", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    s.pick("chain_trigger", "Witch of the Black Forest", player=0, request="order")
    s.pick("chain_trigger", "Witch of the Black Forest", player=1, request="order")
    chain = [(e["link"], e["player"], e["name"]) for e in of_type(duel, "chain")]
    assert chain[1:] == [(1, 0, "Witch of the Black Forest"), (2, 0, "Sangan"),
                         (3, 1, "Witch of the Black Forest"), (4, 1, "Sangan")]
    # link 4 (player 1's Sangan) resolves first
    s.pick("select", "Kozaky", player=1)
    s.pick("select", "Battle Ox", player=1)
    s.pick("select", "Kozaky", player=0)
    s.pick("select", "Battle Ox", player=0)
    resolved = [e["name"] for e in of_type(duel, "resolve")][1:]
    assert resolved == ["Sangan", "Witch of the Black Forest", "Sangan", "Witch of the Black Forest"]
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Kozaky"]
    assert sorted(hand(duel, 1)) == ["Battle Ox", "Kozaky"]


def test_segoc_opponents_mandatory_before_turn_players_optional():
    """seed 000 §誘發效果 (SEGOC): the opponent's mandatory trigger (Sangan) goes on the
    chain before the turn player's optional one (Archfiend of Gilfer), so Gilfer resolves
    first."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.monster(0, "Archfiend of Gilfer")
    table.monster(1, "Sangan")
    table.hand(0, "Kozaky")
    table.deck(1, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Kozaky")
    s.pick("option", "Fiend", request="option")
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Tribe-Infecting Virus", player=0)
    chain = [(e["link"], e["player"], e["name"]) for e in of_type(duel, "chain")]
    assert chain[1:] == [(1, 1, "Sangan"), (2, 0, "Archfiend of Gilfer")]
    s.pick("select", "Kozaky", player=1)
    assert [e["name"] for e in of_type(duel, "resolve")][1:] == ["Archfiend of Gilfer", "Sangan"]
    assert duel.atk(duel.monsters(0)[0]) == 1100 and hand(duel, 1) == ["Kozaky"]


def test_segoc_two_optional_triggers_turn_player_first():
    """seed 000 §誘發效果 (SEGOC): two Mystic Tomatoes destroyed by the same battle: the turn
    player's optional trigger is Chain Link 1, the opponent's Chain Link 2."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Mystic Tomato")
    tomato = table.monster(1, "Mystic Tomato")
    table.deck(0, ["Kozaky"])
    table.deck(1, ["Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystic Tomato", target=tomato)
    s.pick("yes", player=0, request="yes_no")
    s.pick("yes", player=1, request="yes_no")
    assert [(e["link"], e["player"]) for e in of_type(duel, "chain")] == [(1, 0), (2, 1)]
    s.pick("select", "Koumori Dragon", player=1)        # Chain Link 2 resolves first
    s.pick("select", "Kozaky", player=0)
    assert field_monsters(duel, 0) == ["Kozaky"] and field_monsters(duel, 1) == ["Koumori Dragon"]


# ------------------------------------------------------------ Mystic Tomato
def test_mystic_tomato_summons_dark_monster_in_the_damage_step():
    """Mystic Tomato: destroyed by battle and sent to the GY -> may Special Summon a DARK
    monster with 1500 or less ATK from the Deck in Attack Position, in the damage step
    (seed 000 §誘發效果 › 傷害步驟: 自身被破壞時發動的效果)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    tomato = table.monster(1, "Mystic Tomato")
    table.deck(1, ["Mystical Elf", "Summoned Skull", "Kozaky", "Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=tomato)
    s.pick("yes", player=1, request="yes_no")
    request = s.expect(request="select", player=1)
    assert sorted(o.name for o in request.options) == ["Koumori Dragon", "Kozaky"]
    assert duel.step == "damage"
    s.pick("select", "Koumori Dragon")
    assert field_monsters(duel, 1) == ["Koumori Dragon"]
    assert duel.monsters(1)[0].position == "attack"
    assert duel.players[1].lp == 7700


def test_mystic_tomato_is_optional():
    """"You can": its owner may decline."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    tomato = table.monster(1, "Mystic Tomato")
    table.deck(1, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=tomato)
    s.pick("no", player=1, request="yes_no")
    assert field_monsters(duel, 1) == [] and duel.request.kind == "battle"


def test_mystic_tomato_not_when_destroyed_by_an_effect():
    """Only destruction by battle summons: Dark Hole does not."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Mystic Tomato")
    table.hand(0, "Dark Hole")
    table.deck(1, ["Kozaky"])
    duel = table.build()
    Script(duel).pick("activate", "Dark Hole")
    assert field_monsters(duel, 1) == [] and duel.request.kind == "idle"


def test_mystic_tomato_needs_a_fitting_monster():
    """With no DARK monster of 1500 or less ATK in the Deck it cannot be activated."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    tomato = table.monster(1, "Mystic Tomato")
    table.deck(1, ["Mystical Elf", "Summoned Skull"])
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=tomato)
    assert duel.request.kind == "battle"


# ---------------------------------------------------- Archfiend of Gilfer
def test_archfiend_of_gilfer_equips_and_weakens():
    """Archfiend of Gilfer: sent to the GY -> may target a face-up monster and become an
    Equip Card for it: the monster loses 500 ATK."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Archfiend of Gilfer")
    table.hand(0, "Tribe-Infecting Virus")
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tribe-Infecting Virus")
    # Tribe-Infecting Virus destroys all Fiends: Gilfer goes to the GY
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Dark Hole")
    s.pick("option", "Fiend", request="option")
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Tribe-Infecting Virus", player=0)
    virus = duel.monsters(0)[0]
    assert duel.atk(virus) == 1100
    gilfer = [c for c in duel.players[0].szone if c is not None][0]
    assert gilfer.name == "Archfiend of Gilfer" and duel.equipped_to(gilfer) is virus


def test_archfiend_of_gilfer_misses_the_timing_when_tributed_but_sangan_does_not():
    """seed 000 §上級召喚: a Tributed monster's optional "when ... you can" effect cannot be
    activated (the summon is still being processed); Sangan's effect, mandatory, can
    (mandatory triggers never miss the timing)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.monster(0, "Archfiend of Gilfer")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Dark Magician")
    table.deck(0, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Dark Magician")
    s.pick("tribute", "Sangan")
    s.pick("tribute", "Archfiend of Gilfer")
    # no yes/no question for Gilfer: only Sangan's search
    s.pick("select", "Kozaky", player=0)
    assert [e["name"] for e in of_type(duel, "missed_timing")] == ["Archfiend of Gilfer"]
    assert [e["name"] for e in of_type(duel, "chain")] == ["Sangan"]
    assert sorted(grave(duel, 0)) == ["Archfiend of Gilfer", "Sangan"]


def test_a_gilfer_tributed_for_lava_golem_misses_the_timing_and_sangan_does_not():
    """seed 000 §怪獸的條件特殊召喚 (為了滿足條件而將怪獸送去墓地、解放的場合，之後還需要處理怪獸的特殊
    召喚…『這張卡被送去墓地時，可以~~』這種選發誘發效果…不能發動): Lava Golem's procedure
    Tributes player 1's Archfiend of Gilfer and Sangan; the summon is processed after the
    Tributes, so Gilfer's optional "when ... you can" effect misses the timing, while Sangan's
    mandatory one is activated. The procedure is no chain link: Sangan's is Chain Link 1."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Lava Golem")
    table.monster(0, "Battle Ox")
    gilfer = table.monster(1, "Archfiend of Gilfer")
    sangan = table.monster(1, "Sangan")
    table.deck(1, ["Kozaky"])
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("special_summon", "Lava Golem")
    s.pick("select", gilfer)
    s.pick("select", sangan)
    s.pick("option", request="option", first=True)
    while duel.request.kind != "idle" or duel.request.player != 0:
        assert duel.request.kind != "yes_no"                 # never asked for Gilfer
        if duel.request.kind == "select":
            s.pick("select", "Kozaky", player=1)
        else:
            s.pick("pass")
    assert [c.name for c in duel.monsters(1)] == ["Lava Golem"]
    # moved by the summoning procedure, not by a card effect
    assert [e["reason"] for e in of_type(duel, "to_grave", start)][:2] == ["tribute", "tribute"]
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Sangan"]
    assert [e["name"] for e in of_type(duel, "missed_timing", start)] == ["Archfiend of Gilfer"]
    assert sorted(grave(duel, 1)) == ["Archfiend of Gilfer", "Sangan"]


def test_archfiend_of_gilfer_misses_the_timing_when_tributed_for_a_tribute_set():
    """seed 000 §上級召喚: after the Tributes the monster still has to be placed, so an
    optional "when it is sent to the GY" effect of a Tribute cannot be activated. The same
    holds when the Tributes are for a Set (覆蓋, Level 5 or more): the Set is the last thing to
    happen, and Archfiend of Gilfer misses the timing (no question is asked)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Archfiend of Gilfer")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("set", "Summoned Skull")
    s.pick("tribute", "Archfiend of Gilfer")
    assert [e["name"] for e in of_type(duel, "missed_timing")] == ["Archfiend of Gilfer"]
    assert duel.request.kind == "idle" and of_type(duel, "chain") == []
    assert grave(duel, 0) == ["Archfiend of Gilfer"]


def test_archfiend_of_gilfer_misses_the_timing_as_a_discard_cost():
    """seed 000 §誘發效果: discarded as a cost, an optional "when" effect misses the timing
    (the activation that paid the cost happened after it)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Archfiend of Gilfer")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Archfiend of Gilfer")
    s.pick("option", "Warrior", request="option")
    assert [e["name"] for e in of_type(duel, "missed_timing")] == ["Archfiend of Gilfer"]
    assert field_monsters(duel, 1) == [] and duel.request.kind == "idle"


def test_archfiend_of_gilfer_re_equips_after_its_monster_is_destroyed():
    """An equipped Gilfer destroyed with its monster goes to the GY again and may equip
    again (it is the last thing that happened)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    elf = table.monster(1, "Mystical Elf")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Archfiend of Gilfer", face_down=False, equipped_to=elf)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=elf)
    s.pick("yes", player=1, request="yes_no")
    s.pick("target", "Blue-Eyes White Dragon", player=1)
    blue_eyes = duel.monsters(0)[0]
    assert duel.atk(blue_eyes) == 2500


# ---------------------------------------------------------------- Makyura
def test_makyura_the_destructor_lets_its_owner_activate_traps_from_the_hand():
    """seed 000 §陷阱卡: while Makyura's effect applies its owner may activate Trap Cards
    from the hand, in either player's turn (current TCG text: it went from a Monster Zone
    to the GY; once per turn)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    makyura = table.monster(1, "Makyura the Destructor", position="defense")
    table.hand(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=makyura)
    s.pick("yes", player=1, request="yes_no")
    assert grave(duel, 1) == ["Makyura the Destructor"]
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("activate", "Waboku", player=1, request="chain")
    assert duel.players[1].lp == 8000 and grave(duel, 1) == ["Makyura the Destructor", "Waboku"]


def test_without_makyura_no_trap_from_the_hand():
    """seed 000 §陷阱卡: a Trap must be Set first; from the hand only under Makyura."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.hand(1, "Waboku")
    duel = table.build()
    Script(duel).pick("attack", "Celtic Guardian", target="player")
    assert duel.players[1].lp == 6600


def test_makyura_the_destructor_discarded_does_nothing():
    """Current TCG text: only from a Monster Zone (a discarded Makyura grants nothing)."""
    table = Table(turn=3, turn_player=1)
    table.monster(1, "Tribe-Infecting Virus")
    table.hand(1, "Makyura the Destructor", "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Makyura the Destructor")
    s.pick("option", "Dragon", request="option")
    assert duel.request.kind == "idle" and not s.has("activate", "Waboku")


def test_makyura_the_destructor_allows_only_one_trap_from_the_hand():
    """Current TCG text: "You can activate 1 Trap Card from your hand this turn"."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    makyura = table.monster(1, "Makyura the Destructor", position="defense")
    table.hand(1, "Waboku", "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=makyura)
    s.pick("yes", player=1, request="yes_no")
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("activate", "Waboku", player=1, request="chain", first=True)
    # player 1 may respond to their own Waboku: the second one must not be offered
    assert not s.has("activate", "Waboku")
