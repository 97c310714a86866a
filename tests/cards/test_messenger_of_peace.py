"""Messenger of Peace (44656491), Continuous Spell: monsters with 1500 or more ATK cannot declare
an attack; in each of your Standby Phases, pay 100 LP or destroy this card.

Rulings relied on: yugioh-wiki.net 《平和の使者》 (both players' monsters; the ATK is the ATK now,
so a monster lowered under 1500 may attack; the 100 LP are a maintenance cost of the controller's
own Standby Phase, which the controller may decline, and then the card is destroyed; a
maintenance cost is no effect, so it is still paid while Imperial Order negates the lock, as
Imperial Order's own upkeep under Jinzo; the text says "cannot declare an attack": a monster
that reaches 1500 ATK after its attack was declared goes on attacking). The 2005 text
("Monsters with an ATK of 1500 points or more cannot declare an attack. During each of your
Standby Phases, pay 100 Life Points. If you do not pay, destroy this card") does the same.
Seed 004 §准备阶段 (maintenance costs are applied in the Standby Phase)."""


from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attacks(s, name):
    return [o for o in s.options("attack", name)]


def test_messenger_of_peace_stops_monsters_with_1500_or_more_atk_from_attacking():
    """Q: my Messenger of Peace is face-up; I have Battle Ox (1700) and Celtic Guardian (1400).
    A: only Celtic Guardian may declare an attack."""
    table = Table(turn=3, phase="battle_step")
    table.spell_trap(0, "Messenger of Peace", face_down=False)
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert _attacks(s, "Battle Ox") == [] and len(_attacks(s, "Celtic Guardian")) == 1


def test_messenger_of_peace_binds_its_controllers_opponent_too():
    """Q: in my opponent's turn, their Blue-Eyes White Dragon (3000) faces my Messenger of
    Peace. A: it cannot declare an attack; their Celtic Guardian can."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Messenger of Peace", face_down=False)
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    assert _attacks(s, "Blue-Eyes White Dragon") == [] and len(_attacks(s, "Celtic Guardian")) == 1


def test_messenger_of_peace_upkeep_paid_in_my_standby_phase():
    """Q: my turn begins with Messenger of Peace face-up. A: in my Standby Phase I choose to
    pay: 7900 LP, it stays."""
    table = Table(turn=3, phase="draw")
    table.spell_trap(0, "Messenger of Peace", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("yes", request="yes_no", player=0)
    assert duel.players[0].lp == 7900 and duel.phase == "main1"
    assert [c.name for c in duel.players[0].szone if c] == ["Messenger of Peace"]


def test_messenger_of_peace_destroyed_when_not_paid():
    """Q: same, but I decline to pay. A: Messenger of Peace is destroyed; 8000 LP."""
    table = Table(turn=3, phase="draw")
    table.spell_trap(0, "Messenger of Peace", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("no", request="yes_no", player=0)
    assert duel.players[0].lp == 8000 and grave(duel, 0) == ["Messenger of Peace"]


def test_messenger_of_peace_destroyed_when_it_cannot_be_paid():
    """Q: I have 50 LP as my Standby Phase begins. A: I cannot pay: it is destroyed, nothing
    asked."""
    table = Table(turn=3, phase="draw", lp=(50, 8000))
    table.spell_trap(0, "Messenger of Peace", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    assert duel.request.kind == "idle"
    assert duel.players[0].lp == 50 and grave(duel, 0) == ["Messenger of Peace"]


def test_messenger_of_peace_costs_nothing_in_the_opponents_standby_phase():
    """Q: my opponent's turn begins while my Messenger of Peace is face-up. A: nothing is due:
    no question, 8000 LP."""
    table = Table(turn=4, turn_player=1, phase="draw")
    table.spell_trap(0, "Messenger of Peace", face_down=False)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert duel.players[0].lp == 8000


def test_messenger_of_peace_under_imperial_order_lets_attacks_through_but_still_costs_100():
    """Q: GOAT preset: my opponent's Imperial Order is face-up beside my Messenger of Peace.
    A: in my Standby Phase I still pay 100 (a maintenance cost); then Battle Ox (1700) may
    attack, the lock being negated."""
    table = Table(rules="GOAT", turn=3, phase="draw")
    table.spell_trap(0, "Messenger of Peace", face_down=False)
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.monster(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("yes", request="yes_no", player=0)
    assert duel.players[0].lp == 7900
    s.pick("battle")
    _pass_all(duel, s)
    s.pick("attack", "Battle Ox", target="player")
    _pass_all(duel, s)
    assert duel.players[1].lp == 6300


def test_messenger_of_peace_does_not_stop_an_attack_already_declared():
    """Q: my Celtic Guardian (1400) declares a direct attack under my Messenger of Peace; then I
    activate Rush Recklessly on it (2100). A: it only could not DECLARE an attack: the attack
    goes on, 2100 damage."""
    table = Table(turn=3, phase="battle_step")
    table.spell_trap(0, "Messenger of Peace", face_down=False)
    table.spell_trap(0, "Rush Recklessly")
    guardian = table.monster(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("activate", "Rush Recklessly", player=0, request="chain")
    s.pick("target", guardian)
    _pass_all(duel, s)
    assert duel.players[1].lp == 5900
