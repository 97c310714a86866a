"""Barrel Behind the Door (78783370), Counter Trap: when a card or effect is activated that
would inflict damage to you, your opponent takes the damage you would have taken from it instead.

Rulings relied on:
- yugioh-wiki.net 《地獄の扉越し銃》 (its OCG text: "when an effect that inflicts damage is
  activated: the effect damage you would take is inflicted to your opponent"): it is chained
  directly to the damaging link (a Counter Trap answering that activation); it works on the
  player's own card too (the well-known combo with the player's own Ring of Destruction: the
  opponent then takes both shares); it moves damage and inflicts none itself, so one Barrel cannot
  answer another; an effect that is no chain link (《黒蛇病》) and LP that are paid or lost are
  not answered; battle damage is not (its 2005 text, PGD-095: "except Battle Damage").
- Pojo's Card of the Day of 2003-07-30 (Barrel Behind the Door): chained to Magic Cylinder or to
  Ring of Destruction; not to LP costs (Solemn Judgment) nor upkeep costs (Imperial Order).
- Its 2005 text and today's do the same (no ERAS entry); the 2005 Ring of Destruction (GOAT) is the
  one that damages both players, tested here under GOAT.
The declaration the answer reads is `Effect.inflicts_damage` (round 57a)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _ookazi_against_barrel(**extra):
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Ookazi")
    barrel = table.spell_trap(1, "Barrel Behind the Door")
    for player, name in extra.get("monsters", ()):
        table.monster(player, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi", player=0)
    return duel, s, barrel


def test_barrel_behind_the_door_sends_ookazis_damage_back():
    """Q: my opponent activates Ookazi (800 damage to me); I chain Barrel Behind the Door. A: I
    take no damage; the 800 is taken by my opponent, who activated Ookazi."""
    duel, s, barrel = _ookazi_against_barrel()
    s.pick("activate", "Barrel Behind the Door", player=1, request="chain")
    assert lp(duel) == (7200, 8000)
    assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(1, 800)]
    assert [(e["player"], e["amount"], e["reason"]) for e in of_type(duel, "damage")] == [(0, 800, "effect")]
    assert sorted(grave(duel, 1)) == ["Barrel Behind the Door"]
    assert grave(duel, 0) == ["Ookazi"]


def test_barrel_behind_the_door_cannot_answer_a_card_that_inflicts_no_damage():
    """Q: my opponent activates Pot of Greed; may I chain Barrel Behind the Door? A: no: it answers
    only an activation that would inflict damage to me; the Barrel stays Set."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    barrel = table.spell_trap(1, "Barrel Behind the Door")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=0)
    assert duel.request.kind == "idle" and duel.request.player == 0     # no window was offered to 1
    assert barrel.card(duel).location == S.SZONE and not barrel.card(duel).face_up


def test_barrel_behind_the_door_cannot_answer_another_barrel():
    """Q: my opponent's Ookazi is answered by my Barrel Behind the Door; may my opponent chain their
    own Barrel to mine? A: no: a Barrel moves damage and inflicts none; Ookazi's 800 goes to its
    activator."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Ookazi")
    theirs = table.spell_trap(0, "Barrel Behind the Door")
    table.spell_trap(1, "Barrel Behind the Door")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ookazi", player=0)
    # (Ookazi damages only player 1: player 0's own Barrel is not offered to answer it)
    s.pick("activate", "Barrel Behind the Door", player=1, request="chain")
    assert duel.request.kind == "idle"        # player 0 was offered nothing to chain
    assert theirs.card(duel).location == S.SZONE and not theirs.card(duel).face_up
    assert lp(duel) == (7200, 8000)


def test_barrel_behind_the_door_on_your_own_ring_of_destruction_goat():
    """Q: (GOAT, 2005 Ring of Destruction: both players take the destroyed monster's ATK) I Ring
    my opponent's Summoned Skull (2500) and chain my own Barrel Behind the Door. A: the Skull is
    destroyed; I take nothing and my opponent takes 5000 (their share and mine)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(0, "Ring of Destruction")
    table.spell_trap(0, "Barrel Behind the Door")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ring of Destruction", player=0)
    s.pick("target", skull)
    s.pick("activate", "Barrel Behind the Door", player=0, request="chain")
    assert grave(duel, 1) == ["Summoned Skull"]
    assert lp(duel) == (8000, 3000)
    assert [(e["player"], e["amount"]) for e in of_type(duel, "damage")] == [(1, 2500), (1, 2500)]


def test_barrel_behind_the_door_turns_magic_cylinder_back():
    """Q: my Summoned Skull (2500) attacks; my opponent activates Magic Cylinder (negate the attack,
    2500 damage to me); I chain Barrel Behind the Door. A: the attack is still negated, and my
    opponent takes the 2500."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    table.spell_trap(1, "Magic Cylinder")
    table.spell_trap(0, "Barrel Behind the Door")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player", request="battle")
    s.pick("activate", "Magic Cylinder", player=1, request="chain")
    s.pick("target", "Summoned Skull")
    s.pick("activate", "Barrel Behind the Door", player=0, request="chain")
    assert lp(duel) == (8000, 5500)
    assert len(of_type(duel, "attack_negated")) == 1
    assert [e for e in of_type(duel, "damage") if e["reason"] == "battle"] == []


def test_barrel_behind_the_door_is_no_answer_to_battle_damage():
    """Q: my opponent's Summoned Skull attacks me directly; may I use Barrel Behind the Door on the
    battle damage? A: no: battle damage is no activated effect; no window offers the Barrel, and I
    take 2500 battle damage."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    barrel = table.spell_trap(1, "Barrel Behind the Door")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="player", request="battle")
    while duel.request.kind == "chain":
        assert not s.has("activate", "Barrel Behind the Door")
        s.pick("pass")
    assert lp(duel) == (8000, 5500)
    assert barrel.card(duel).location == S.SZONE and not barrel.card(duel).face_up


def test_barrel_behind_the_door_on_lava_golems_upkeep():
    """Q: I control Lava Golem (Special Summoned to my field by my opponent); in my Standby Phase
    its effect would inflict 1000 damage to me; I chain Barrel Behind the Door. A: my opponent takes
    the 1000 instead (the Barrel answers its own player's card too: its text says any effect
    activated that would inflict damage to you)."""
    table = Table(turn=4, turn_player=1, phase="standby")
    table.monster(1, "Lava Golem")
    table.spell_trap(1, "Barrel Behind the Door")
    duel = table.build()
    s = Script(duel)
    # (the upkeep is a mandatory trigger: chain link 1 at once, then its controller may answer)
    s.pick("activate", "Barrel Behind the Door", player=1, request="chain")
    assert lp(duel) == (7000, 8000)
    assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(1, 1000)]


def test_barrel_behind_the_door_damage_turned_over_onto_des_wombat():
    """Q: my opponent's Ookazi is answered by my Barrel Behind the Door while my opponent controls
    Des Wombat (effect damage to its controller becomes 0). A: nobody takes damage: the turned-over
    damage is effect damage to my opponent, which Des Wombat keeps off."""
    duel, s, _ = _ookazi_against_barrel(monsters=[(0, "Des Wombat")])
    s.pick("activate", "Barrel Behind the Door", player=1, request="chain")
    assert lp(duel) == (8000, 8000)
    assert [(e["player"], e["amount"]) for e in of_type(duel, "no_damage")] == [(1, 800), (0, 800)]
