"""Call of the Haunted.

Rules cited: seed 000 §陷阱卡 (永續陷阱), §卡片效果特殊召喚; seed 004 §连锁和咒文速度.
Card behaviour: current OCG/TCG text and rulings: the revived monster and this card are
tied; if this card leaves the field the monster is destroyed, if the monster is destroyed
this card is destroyed; neither starts a chain. A monster that leaves the field another
way (bounced, Tributed) or is turned face-down ends the tie, and this card stays. While
this card's effects are negated (Royal Decree) the tie does nothing.
"""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _calls(duel, player=0):
    return [c for c in duel.players[player].szone if c is not None and c.name == "Call of the Haunted"]


def _ties(duel):
    """Call of the Haunted's ties (lingering plain data: this card's object and its monster's)."""
    return [e for e in duel.lingering if e["tag"] == "delayed" and e.get("source") == 97077563]


def _settle(duel, s):
    """Both players decline to respond (the player holding a Quick-Play is asked)."""
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _revive(*hand_cards, setup=None):
    """Player 0's turn 3: Call of the Haunted (Set earlier) brings back Summoned Skull."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    if hand_cards:
        table.hand(0, *hand_cards)
    if setup is not None:
        setup(table)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=0, request="idle")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    assert duel.players[0].mzone[0].name == "Summoned Skull"
    return duel, s


def test_call_of_the_haunted_revives_in_attack_position_and_stays():
    """Call of the Haunted: the targeted monster in your GY is Special Summoned in Attack
    Position; the Continuous Trap stays face-up on the field."""
    duel, s = _revive()
    skull = duel.players[0].mzone[0]
    assert skull.name == "Summoned Skull" and skull.position == S.FACEUP_ATTACK
    assert _calls(duel)[0].face_up and grave(duel, 0) == []


def test_call_of_the_haunted_only_your_own_gy():
    """Call of the Haunted: "1 monster in your GY" — the opponent's GY is not offered."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    table.grave(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Summoned Skull"]


def test_call_of_the_haunted_leaving_destroys_the_monster_without_a_chain():
    """Call of the Haunted destroyed (Mystical Space Typhoon): its monster is destroyed as
    well; that destruction is no chain link."""
    duel, s = _revive("Mystical Space Typhoon")
    chains = len(of_type(duel, "chain"))
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Call of the Haunted", player=0)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Call of the Haunted", "Mystical Space Typhoon", "Summoned Skull"]
    assert len(of_type(duel, "chain")) == chains + 1 and _ties(duel) == []


def test_call_of_the_haunted_destroyed_with_its_monster():
    """Call of the Haunted: when the revived monster is destroyed (Dark Hole), Call of the
    Haunted is destroyed too, without a chain link."""
    duel, s = _revive("Dark Hole")
    chains = len(of_type(duel, "chain"))
    s.pick("activate", "Dark Hole")
    assert _calls(duel) == [] and sorted(grave(duel, 0)) == ["Call of the Haunted", "Dark Hole", "Summoned Skull"]
    assert len(of_type(duel, "chain")) == chains + 1 and _ties(duel) == []


def test_call_of_the_haunted_destroyed_when_its_monster_loses_a_battle():
    """Call of the Haunted: the revived monster destroyed by battle takes it along (at the
    end of the damage step, when the monster goes to the GY)."""
    duel, s = _revive(setup=lambda t: t.monster(1, "Blue-Eyes White Dragon"))
    s.pick("battle")
    s.pick("attack", "Summoned Skull", target="Blue-Eyes White Dragon")
    assert sorted(grave(duel, 0)) == ["Call of the Haunted", "Summoned Skull"]
    assert duel.players[0].lp == 7500


def test_call_of_the_haunted_stays_when_the_monster_is_bounced():
    """Call of the Haunted: the monster returned to the hand (Compulsory Evacuation Device)
    was not destroyed: Call of the Haunted stays; destroying it later destroys nothing else."""
    duel, s = _revive("Mystical Space Typhoon", setup=lambda t: (t.spell_trap(0, "Compulsory Evacuation Device"),
                                                                  t.monster(1, "Battle Ox")))
    s.pick("activate", "Compulsory Evacuation Device")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    assert "Summoned Skull" in hand(duel, 0) and len(_calls(duel)) == 1 and _ties(duel) == []
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Call of the Haunted", player=0)
    assert field_monsters(duel, 1) == ["Battle Ox"] and of_type(duel, "destroyed")[-1]["name"] == "Call of the Haunted"


def test_call_of_the_haunted_stays_when_the_monster_is_tributed():
    """Call of the Haunted: the monster Tributed for a Tribute Summon is not destroyed:
    Call of the Haunted stays on the field."""
    duel, s = _revive("Summoned Skull")
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Summoned Skull")
    assert field_monsters(duel, 0) == ["Summoned Skull"] and grave(duel, 0) == ["Summoned Skull"]
    assert len(_calls(duel)) == 1 and _ties(duel) == []


def test_call_of_the_haunted_tie_ends_when_the_monster_turns_face_down():
    """Call of the Haunted: once its monster is turned face-down (Book of Moon) it is a new
    state the card no longer applies to: destroying Call of the Haunted then leaves the
    face-down monster alone."""
    duel, s = _revive("Book of Moon", "Mystical Space Typhoon")
    s.pick("activate", "Book of Moon")
    s.pick("target", "Summoned Skull", player=0)
    _settle(duel, s)
    assert duel.players[0].mzone[0].position == S.FACEDOWN_DEFENSE and _ties(duel) == []
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Call of the Haunted", player=0)
    assert duel.players[0].mzone[0] is not None and duel.players[0].mzone[0].name == "Summoned Skull"


def test_call_of_the_haunted_destroyed_in_response_summons_nothing():
    """Call of the Haunted destroyed in response to its activation (Dust Tornado): a
    Continuous Trap that left the field does not resolve (seed 000 §陷阱卡), so nothing is
    revived."""
    table = Table(turn=3, turn_player=0)
    call = table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted")
    s.pick("target", "Summoned Skull", player=0)
    s.pick("activate", "Dust Tornado", player=1, request="chain")
    s.pick("target", call, player=1)
    assert field_monsters(duel, 0) == [] and sorted(grave(duel, 0)) == ["Call of the Haunted", "Summoned Skull"]


def test_call_of_the_haunted_negated_leaves_its_monster():
    """Call of the Haunted under Royal Decree: its effects are negated, so when it is
    destroyed its monster stays on the field (the Jinzo / Royal Decree ruling)."""
    duel, s = _revive("Mystical Space Typhoon", setup=lambda t: t.spell_trap(0, "Royal Decree"))
    s.pick("activate", "Royal Decree")
    _settle(duel, s)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Call of the Haunted", player=0)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and _ties(duel) == []


def test_call_of_the_haunted_negated_stays_when_its_monster_is_destroyed():
    """Call of the Haunted under Royal Decree: its monster destroyed (Dark Hole) does not
    take the negated card along."""
    duel, s = _revive("Dark Hole", setup=lambda t: t.spell_trap(0, "Royal Decree"))
    s.pick("activate", "Royal Decree")
    s.pick("activate", "Dark Hole")
    assert grave(duel, 0) == ["Summoned Skull", "Dark Hole"] and len(_calls(duel)) == 1


def _revive_jinzo(*hand_cards):
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Jinzo")
    table.hand(0, *hand_cards)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", request="idle")
    s.pick("target", "Jinzo", player=0)
    _settle(duel, s)
    assert field_monsters(duel, 0) == ["Jinzo"]
    return duel, s


def test_call_of_the_haunted_jinzo_survives_its_destruction():
    """Call of the Haunted revives Jinzo: Jinzo negates the effects of Trap Cards on the
    field, Call of the Haunted's included, so destroying Call of the Haunted (Mystical Space
    Typhoon) leaves Jinzo on the field (the well-known Goat ruling, unchanged today)."""
    duel, s = _revive_jinzo("Mystical Space Typhoon")
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Call of the Haunted", player=0)
    assert field_monsters(duel, 0) == ["Jinzo"] and _calls(duel) == []


def test_call_of_the_haunted_destroyed_with_jinzo():
    """Call of the Haunted revives Jinzo, then Jinzo is destroyed (Dark Hole): once Jinzo is
    gone nothing negates Call of the Haunted, which is destroyed with its monster."""
    duel, s = _revive_jinzo("Dark Hole")
    s.pick("activate", "Dark Hole")
    assert _calls(duel) == [] and sorted(grave(duel, 0)) == ["Call of the Haunted", "Dark Hole", "Jinzo"]


def test_snatch_steal_leaves_when_call_of_the_haunted_takes_its_monster():
    """Call of the Haunted destroyed (Mystical Space Typhoon): its delayed effect destroys the
    monster it revived, which the opponent's Snatch Steal had taken; the state rules then
    destroy Snatch Steal, equipped to nothing, before the next menu (seed 000 §裝備魔法;
    ENGINE.md §2). Found by scripts/fuzz_pairs.py --check: goat_01,goat_02,random,greedy,GOAT,40003."""
    def setup(table):
        table.hand(1, "Snatch Steal", "Mystical Space Typhoon")
        table.deck(0, ["Celtic Guardian"] * 3)
        table.deck(1, ["Celtic Guardian"] * 3)
    duel, s = _revive(setup=setup)
    s.pick("end_turn")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            duel.answer(duel.request.options[0])
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", "Summoned Skull", player=1)
    _settle(duel, s)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", "Call of the Haunted", player=1)
    _settle(duel, s)
    assert duel.request.kind == "idle"
    assert "Summoned Skull" in grave(duel, 0)
    assert "Snatch Steal" in grave(duel, 1)
