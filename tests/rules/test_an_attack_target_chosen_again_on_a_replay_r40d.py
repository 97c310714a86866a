"""An attack target chosen again on a replay is no new attack declaration (seed 004
§战斗阶段中的卷回: the attacking player chooses the attack target again or stops the attack).
Effects that activate at a monster's attack declaration are not activated then: Mirror Force,
Number 39: Utopia's negation, Battle Fader. Source: yugipedia "Replay" (a target chosen
again on a replay is no new attack declaration by the attacking monster, so cards and effects
that answer an attack declaration, Mirror Force among them, may not be activated); Battle
Fader's rulings (edisonrul.ing, Battle Fader: not during a replay, only at the first attack
declaration). The MR5 preset."""

from duelist.testing.reads import field_monsters, lp
from duelist.testing.scenario import Script, Table


def _evacuate_the_target(table, target):
    """Player 1's Battle Ox (or Summoned Skull) attacks `target`; player 0 answers with
    Compulsory Evacuation Device on it: a replay follows."""
    duel = table.build()
    s = Script(duel)
    attacker = field_monsters(duel, 1)[0]
    s.pick("attack", attacker, target=target, player=1)
    if duel.request.kind == "yes_no":
        s.pick("no", player=0)
    s.pick("activate", "Compulsory Evacuation Device", player=0)
    s.pick("target", target, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="replay", player=1)
    return duel, s


def test_battle_fader_is_not_offered_when_a_replay_turns_the_attack_into_a_direct_attack():
    """Q: my only monster leaves the field in answer to my opponent's attack; they now attack me
    directly (replay). May I activate Battle Fader? A: no: choosing a direct attack on a replay
    declares no attack; the battle goes on and I take the damage."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    knight = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.hand(0, "Battle Fader")
    table.monster(1, "Summoned Skull")
    duel, s = _evacuate_the_target(table, knight)
    s.pick("retarget", "Summoned Skull", target="player", player=1)
    s.expect(request="battle", player=1)
    assert lp(duel) == (8000 - 2500, 8000) and field_monsters(duel, 0) == []


def test_mirror_force_and_utopias_negation_are_not_offered_on_a_replay():
    """Q: after the replay my opponent's Battle Ox now attacks my Number 39: Utopia (with
    materials). May I activate Mirror Force, or Utopia's negation? A: neither: no attack is
    declared again; the battle goes on (Utopia 2500 destroys Battle Ox)."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    knight = table.monster(0, "Celtic Guardian")
    utopia = table.monster(0, "Number 39: Utopia", materials=["Battle Ox", "Battle Ox"])
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.spell_trap(0, "Mirror Force")
    table.monster(1, "Battle Ox")
    duel, s = _evacuate_the_target(table, knight)
    s.pick("retarget", "Battle Ox", target=utopia, player=1)
    s.expect(request="battle", player=1)
    assert field_monsters(duel, 1) == [] and field_monsters(duel, 0) == ["Number 39: Utopia"]
    assert len(duel.materials_of(utopia.card(duel))) == 2
    assert [c.name for c in duel.players[1].grave] == ["Battle Ox"]
