"""Tragoedia (98777036): when its owner takes battle damage it may Special Summon itself from
the hand (a trigger activated from the hand, allowed in the damage step: the damage is what
activates it; seed 000 §效果分類 誘發效果); it gains 600 ATK/DEF for each card in its
controller's hand; once per turn it takes control of an opponent's face-up monster with the
Level of a monster sent from the hand to the GY as the cost; once per turn its Level becomes
that of a monster in its controller's GY until the end of the turn."""

from duelist.testing.reads import field_monsters, grave, hand, lp, monsters, of_type
from duelist.testing.scenario import Script, Table


def test_tragoedia_special_summons_itself_when_its_owner_takes_battle_damage():
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.hand(1, "Tragoedia", "Kozaky", "Kozaky")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="player")
    assert lp(duel) == (8000, 8000 - 1400)
    s.pick("yes", "Tragoedia", player=1, request="yes_no")
    s.pick("option", "Defense Position", player=1)
    assert field_monsters(duel, 1) == ["Tragoedia"]
    tragoedia = duel.monsters(1)[0]
    # two cards left in the hand: 1200 ATK and DEF
    assert (duel.atk(tragoedia), duel.defense(tragoedia)) == (1200, 1200)


def test_tragoedia_is_not_offered_on_effect_damage():
    """Only battle damage (here Ookazi's 800 effect damage asks nothing)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Ookazi")
    table.hand(1, "Tragoedia")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Ookazi", request="idle")
    for _ in range(3):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert lp(duel) == (8000, 7200)
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Ookazi"]
    assert hand(duel, 1) == ["Tragoedia"]


def test_tragoedia_takes_control_of_a_monster_with_the_level_of_the_monster_sent():
    """The Level 4 Battle Ox sent from the hand: only the opponent's face-up Level 4 monster
    may be targeted (not the Level 6 Summoned Skull); the control is for good (still its
    controller's after the turn)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Tragoedia")
    table.hand(0, "Battle Ox", "Kozaky")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    take_control = [o for o in s.options("activate", "Tragoedia") if o.effect == 2]
    s.answer(take_control[0])
    request = s.expect(request="select", player=0)
    assert [o.name for o in request.options] == ["Battle Ox"]        # (Level 1 Kozaky fits nothing)
    s.pick("select", "Battle Ox", player=0)
    request = s.expect(request="target", player=0)
    assert [o.name for o in request.options if o.kind == "target"] == ["Celtic Guardian"]
    s.pick("target", "Celtic Guardian")
    for _ in range(3):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Tragoedia"]
    assert grave(duel, 0) == ["Battle Ox"]
    s.end_turn()
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Tragoedia"]


def test_tragoedia_takes_the_level_of_a_monster_in_the_gy_until_the_end_of_the_turn():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Tragoedia")
    table.grave(0, "Celtic Guardian")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tragoedia", request="idle")       # (the Level one: no monster in the hand)
    s.pick("target", "Celtic Guardian", player=0)
    for _ in range(3):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    tragoedia = duel.monsters(0)[0]
    assert duel.level(tragoedia) == 4
    s.end_turn()
    assert duel.level(tragoedia) == 10


def test_tragoedia_is_offered_when_the_battle_that_damages_its_owner_also_destroys_his_monster():
    """seed 000 §效果分類 誘發效果: the battle damage is the moment, whatever else happens at it.
    Summoned Skull (2500) destroys player 1's Celtic Guardian (1400): player 1 takes 1100
    battle damage and loses his monster at once (one batch of happenings, not the lone damage
    of a direct attack); Tragoedia may still Special Summon itself from his hand."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Tragoedia", "Kozaky", "Kozaky")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="Celtic Guardian")
    assert lp(duel) == (8000, 8000 - 1100)
    s.pick("yes", "Tragoedia", player=1, request="yes_no")
    s.pick("option", "Defense Position", player=1)
    assert field_monsters(duel, 1) == ["Tragoedia"]
    assert grave(duel, 1) == ["Celtic Guardian"]


def test_two_tragoedias_that_cannot_be_summoned_ask_their_owner_nothing():
    """seed 000 §效果分類 誘發效果: of several triggers that Special Summon their own card from
    the hand, the owner picks the one to activate among those that *can* be activated. Player 1's
    five Monster Zones are full (Spirit Reaper, which battle does not destroy, and four Kozaky):
    Summoned Skull's attack on Spirit Reaper deals him 2200 battle damage, but neither Tragoedia
    can be Special Summoned, so no choice is offered and the Battle Phase goes on."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    table.monster(1, "Spirit Reaper")
    for _ in range(4):
        table.monster(1, "Kozaky", position="defense")
    table.hand(1, "Tragoedia", "Tragoedia")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Summoned Skull", target="Spirit Reaper")
    assert lp(duel) == (8000, 8000 - 2200)
    assert s.expect(player=0).kind == "battle"          # no question to player 1
    assert of_type(duel, "chain", start) == []
    assert hand(duel, 1) == ["Tragoedia", "Tragoedia"]
    assert len(duel.monsters(1)) == 5


def test_picking_one_of_two_tragoedias_does_not_answer_another_optional_trigger():
    """The pick among two Tragoedias (seed 000 §效果分類 誘發效果) answers for the picked one
    only: Kycoo the Ghost Destroyer's optional trigger at the same battle damage (its
    controller may banish monsters from the damaged player's GY) is still asked about, and
    declined it does nothing."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Kycoo the Ghost Destroyer")
    table.grave(1, "Celtic Guardian")
    table.hand(1, "Tragoedia", "Tragoedia")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Kycoo the Ghost Destroyer", target="player")
    assert lp(duel) == (8000, 8000 - 1800)
    request = s.expect(request="order", player=1)
    s.answer([o for o in request.options if o.kind == "chain_trigger"][0])
    s.pick("no", "Kycoo the Ghost Destroyer", player=0, request="yes_no")
    s.pick("option", "Defense Position", player=1)
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Tragoedia"]
    assert field_monsters(duel, 1) == ["Tragoedia"]
    assert grave(duel, 1) == ["Celtic Guardian"]          # not banished
    assert s.expect(player=0).kind == "battle"
