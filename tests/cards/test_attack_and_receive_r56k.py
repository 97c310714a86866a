"""Attack and Receive (63689843), Normal Trap: when you take damage, inflict 700 damage to your
opponent, then 300 more for each "Attack and Receive" in your GY.

Sources, in our words: the card's text (PSV, 2002; today's the same in what it does), as we read
it: it answers the damage you have just taken, battle damage (activated in the Damage Step, after
damage calculation) or effect damage (after the chain that dealt it) -- round 56m found no page with the card's
text or rulings either (its OCG name 白兵戦, "close combat", hints at battle damage; a later
text limited to battle damage could not be confirmed: doubtful) -- not a payment of LP (a cost
is no damage: seed 000 §發動條件與代價); the copies are counted as it resolves, the resolving copy
itself still on the field (not counted). No ruling page on the card was found: the "battle or
effect damage" reading is ours. Des Wombat makes the effect damage its controller would take 0.
The 2005 text and today's do the same."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

AR = "Attack and Receive"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attacked(rules="MR5", gy=(), extra=None):
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, AR)
    table.grave(0, *gy)
    table.monster(1, "Battle Ox")
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1)
    while not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", AR)):
        assert duel.request.kind == "chain", duel.request.kind
        s.pick("pass", player=duel.request.player)
    return duel, s


def test_attack_and_receive_answers_battle_damage():
    """Q: the opponent's Battle Ox attacks me directly (1700); I activate Attack and Receive with
    none in my GY. A: the opponent takes 700; I am at 6300 (both texts)."""
    for rules in ("MR5", "GOAT"):
        duel, s = _attacked(rules)
        assert lp(duel) == (6300, 8000), rules
        s.pick("activate", AR, player=0)
        _pass_all(duel, s)
        assert lp(duel) == (6300, 7300), rules
        assert duel.players[0].grave[-1].name == AR


def test_attack_and_receive_counts_the_copies_in_the_gy():
    """Q: two Attack and Receive are already in my GY when I activate a third. A: 700, then 300 x 2
    = 600 more: the opponent takes 1300 in two damages."""
    duel, s = _attacked(gy=(AR, AR))
    s.pick("activate", AR, player=0)
    _pass_all(duel, s)
    assert lp(duel) == (6300, 6700)
    assert [e["amount"] for e in of_type(duel, "damage") if e["player"] == 1] == [700, 600]


def test_attack_and_receive_answers_effect_damage():
    """Q: the opponent's Hinotama deals me 500. A: once it has resolved I may activate Attack and
    Receive: the opponent takes 700."""
    table = Table(turn=4, turn_player=1)
    table.spell_trap(0, AR)
    table.hand(1, "Hinotama")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hinotama", player=1)
    while not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", AR)):
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (7500, 8000)
    s.pick("activate", AR, player=0)
    _pass_all(duel, s)
    assert lp(duel) == (7500, 7300)


def test_attack_and_receive_not_without_damage_to_me():
    """Q: I pay 1000 LP for Skill Drain (a cost, no damage); or my own Battle Ox attacks directly
    and only the opponent takes damage. A: neither opens Attack and Receive for me."""
    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, AR)
    table.spell_trap(0, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Skill Drain")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (7000, 8000) and not s.has("activate", AR)
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, AR)
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    while duel.request.kind == "chain":
        assert not s.has("activate", AR)
        s.pick("pass", player=duel.request.player)
    assert lp(duel) == (8000, 6300)


def test_attack_and_receive_des_wombat_stops_the_damage():
    """Q: the opponent controls a face-up Des Wombat when my Attack and Receive resolves. A: Des
    Wombat makes the effect damage its controller takes 0: the opponent stays at 8000."""
    duel, s = _attacked(extra=lambda t: t.monster(1, "Des Wombat", position="defense"))
    s.pick("activate", AR, player=0)
    _pass_all(duel, s)
    assert lp(duel) == (6300, 8000)
