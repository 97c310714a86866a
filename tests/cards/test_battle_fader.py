"""Battle Fader (19665973): when an opponent's monster declares a direct attack, its owner may
Special Summon it from the hand and then end the Battle Phase; summoned so, it is banished
when it leaves the field. Its effect is a trigger activated from the hand, a chain link (seed
000 §效果分類 誘發效果: "在特定時點可以從手卡發動，并将自身特殊召喚的誘發效果": of several such
effects in one player's hand at one moment only one is activated)."""

from duelist.testing.reads import banished, field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _direct_attack_table(*defender_hand):
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Battle Ox")
    table.hand(1, *defender_hand)
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    return table


def test_battle_fader_from_the_hand_ends_the_battle_phase_on_a_direct_attack():
    """The attack goes no further (no battle damage) and the turn player's other monster
    never attacks: the End Step of the Battle Phase comes, then Main Phase 2."""
    duel = _direct_attack_table("Battle Fader").build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("yes", "Battle Fader", player=1, request="yes_no")
    s.pick("option", "Defense Position", player=1)
    assert field_monsters(duel, 1) == ["Battle Fader"]
    assert [c.position for c in duel.monsters(1)] == ["defense"]
    assert hand(duel, 1) == []
    assert lp(duel) == (8000, 8000)
    assert [e["reason"] for e in of_type(duel, "attack_ended", start)] == ["battle_phase_ended"]
    assert [e["step"] for e in of_type(duel, "step", start)] == ["end"]
    assert [e["phase"] for e in of_type(duel, "phase", start)] == ["main2"]
    request = s.expect(request="idle", player=0)
    assert not [o for o in request.options if o.kind == "battle"]
    assert len(of_type(duel, "attack", start)) == 1      # Battle Ox never attacked


def test_two_battle_faders_only_one_is_activated_and_the_player_chooses_which():
    """Two Battle Faders in the hand at one direct attack: their owner is asked once which one
    to activate (or neither); only that one becomes a chain link, the other stays in the hand
    and is never asked about."""
    table = _direct_attack_table("Battle Fader", "Battle Fader")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Celtic Guardian", target="player")
    request = s.expect(request="order", player=1)
    assert sorted(o.kind for o in request.options) == ["chain_trigger", "chain_trigger", "pass"]
    second = [o for o in request.options if o.kind == "chain_trigger"][1]
    s.answer(second)
    s.pick("option", "Attack Position", player=1)
    assert [e["uid"] for e in of_type(duel, "chain", start)] == [second.card]
    assert field_monsters(duel, 1) == ["Battle Fader"]
    assert hand(duel, 1) == ["Battle Fader"]
    assert [e["phase"] for e in of_type(duel, "phase", start)] == ["main2"]


def test_two_battle_faders_their_owner_may_activate_neither():
    duel = _direct_attack_table("Battle Fader", "Battle Fader").build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("pass", player=1, request="order")
    assert of_type(duel, "chain", start) == []
    assert hand(duel, 1) == ["Battle Fader", "Battle Fader"]
    assert lp(duel) == (8000, 8000 - 1400)
    assert s.expect(player=0).kind == "battle"      # the Battle Phase goes on


def test_battle_fader_is_banished_when_it_leaves_the_field():
    """Summoned by its own effect, it is banished instead of going to the GY (here destroyed
    by Dark Hole in Main Phase 2, after the Battle Phase it ended)."""
    table = _direct_attack_table("Battle Fader")
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("yes", "Battle Fader", player=1)
    s.pick("option", "Defense Position", player=1)
    s.pick("activate", "Dark Hole", request="idle")
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert banished(duel, 1) == ["Battle Fader"]
    assert "Battle Fader" not in grave(duel, 1)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Dark Hole"]


def test_battle_fader_is_not_offered_on_an_attack_on_a_monster():
    """Only a direct attack: an attack on a monster asks nothing of Battle Fader's owner and
    the battle is fought."""
    table = _direct_attack_table("Battle Fader")
    table.monster(1, "Kozaky", position="defense")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Battle Ox", target="Kozaky")
    assert of_type(duel, "chain", start) == []
    assert hand(duel, 1) == ["Battle Fader"]
    assert grave(duel, 1) == ["Kozaky"]
    assert s.expect(player=0).kind == "battle"


def test_battle_fader_still_ends_the_battle_phase_when_magic_cylinder_negated_the_attack_first():
    """Magic Cylinder chained to Battle Fader (Chain Link 2) negates the attack and burns the
    attacker's controller first; Battle Fader then resolves: summoned, and the Battle Phase
    ends all the same (no Battle Step for Battle Ox)."""
    table = _direct_attack_table("Battle Fader")
    table.spell_trap(1, "Magic Cylinder")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("yes", "Battle Fader", player=1, request="yes_no")
    if duel.request.player == 0:
        s.pick("pass", player=0)
    s.pick("activate", "Magic Cylinder", player=1, request="chain")
    s.pick("target", "Celtic Guardian", player=1)
    for _ in range(4):
        if duel.request.kind == "option":
            break
        s.pick("pass")
    s.pick("option", "Defense Position", player=1)
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Battle Fader", "Magic Cylinder"]
    assert lp(duel) == (8000 - 1400, 8000)
    assert field_monsters(duel, 1) == ["Battle Fader"]
    assert [e["phase"] for e in of_type(duel, "phase", start)] == ["main2"]
    assert len(of_type(duel, "attack", start)) == 1


def test_two_battle_faders_of_player_0_on_player_1s_turn_only_one_is_activated():
    """(helper h37m) The same ruling with the players' seats the other way round: player 1's
    Celtic Guardian attacks player 0 directly, on player 1's turn; player 0, the player who is
    not the turn player, is the one asked which of his two Battle Faders to activate, and only
    that one becomes a chain link."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Battle Fader", "Battle Fader")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Celtic Guardian", target="player")
    request = s.expect(request="order", player=0)
    assert sorted(o.kind for o in request.options) == ["chain_trigger", "chain_trigger", "pass"]
    first = [o for o in request.options if o.kind == "chain_trigger"][0]
    s.answer(first)
    s.pick("option", "Defense Position", player=0)
    assert [e["uid"] for e in of_type(duel, "chain", start)] == [first.card]
    assert field_monsters(duel, 0) == ["Battle Fader"]
    assert hand(duel, 0) == ["Battle Fader"]
    assert lp(duel) == (8000, 8000)
    assert [e["phase"] for e in of_type(duel, "phase", start)] == ["main2"]
