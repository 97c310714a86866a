"""Shadowknight Archfiend (9603356): a 900 LP upkeep in its controller's Standby Phases, a die
against the opponent's effects that target it, and halved battle damage to the opponent.

Sources: the card's texts, read in our words -- the 2005 TCG text (DCR; quoted by Pojo's Card
of the Day, 2009-02-10: its controller pays 900 LP in each of their Standby Phases, not
optional; when an effect of a card the opponent controls targets it, a die is rolled as that
effect resolves, and a 3 negates it and destroys that card; battle damage it inflicts to the
opponent is halved) and the OCG text on yugioh-wiki.net 《シャドウナイトデーモン》 (the same
three effects; the page calls the die a continuous effect and the damage halving the battle
damage it inflicts). A maintenance cost is no effect, so it is paid under Skill Drain too
(as Imperial Order's and Messenger of Peace's: their tests); with fewer than 900 LP it cannot
be paid and the monster is destroyed (our reading, as Imperial Order's). Seed 004 §伤害的判定
(the battle otherwise as usual)."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

SK = "Shadowknight Archfiend"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _battle(other, sk_attacks, rules="GOAT", skill_drain=False):
    """Player 0 controls Shadowknight Archfiend, player 1 `other` (None: nothing); the turn
    player's monster attacks."""
    table = Table(rules=rules, turn=3 if sk_attacks else 4, turn_player=0 if sk_attacks else 1,
                  phase="battle_step")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    sk = table.monster(0, SK)
    foe = table.monster(1, other) if other else None
    duel = table.build()
    s = Script(duel)
    if sk_attacks:
        if foe is None:
            s.pick("attack", SK)
        else:
            s.pick("attack", SK, target=foe)
    else:
        s.pick("attack", other, target=sk, player=1)
    _settle(duel, s)
    return duel


def test_shadowknight_archfiend_direct_attack_halved():
    """Q: (both texts) my Shadowknight Archfiend (2000) attacks my opponent directly. A: they take
    1000, not 2000."""
    for rules in ("GOAT", "MR5"):
        duel = _battle(None, sk_attacks=True, rules=rules)
        assert lp(duel) == (8000, 7000), rules
        assert [e["amount"] for e in of_type(duel, "damage")] == [1000], rules


def test_shadowknight_archfiend_halved_over_a_monster_not_when_it_loses():
    """Q: it attacks Hitotsu-Me Giant (1200); later my opponent's Summoned Skull (2500) attacks it.
    A: the Giant is destroyed and they take 400 (800 halved); when it is destroyed by the Skull I
    take the whole 500: only the damage it inflicts to the opponent is halved."""
    duel = _battle("Hitotsu-Me Giant", sk_attacks=True)
    assert lp(duel) == (8000, 7600) and grave(duel, 1) == ["Hitotsu-Me Giant"]
    duel = _battle("Summoned Skull", sk_attacks=False)
    assert lp(duel) == (7500, 8000) and grave(duel, 0) == [SK]


def test_shadowknight_archfiend_under_skill_drain_full_damage():
    """Q: with Skill Drain face-up, it attacks directly. A: its effects are negated: 2000."""
    duel = _battle(None, sk_attacks=True, skill_drain=True)
    assert lp(duel) == (8000, 6000)


def _standby(lp0=8000, turn=3, skill_drain=False):
    table = Table(turn=turn, turn_player=(turn + 1) % 2, phase="draw", lp=(lp0, 8000))
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, SK)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    _settle(duel, s)
    return duel


def test_shadowknight_archfiend_upkeep_paid_in_my_standby_phase():
    """Q: my turn begins with it face-up. A: in my Standby Phase I pay 900 (nothing asked): 7100
    LP, and it stays; in my opponent's Standby Phase nothing is paid."""
    duel = _standby()
    assert duel.phase == "main1" and lp(duel) == (7100, 8000) and field_monsters(duel, 0) == [SK]
    duel = _standby(turn=4)
    assert duel.phase == "main1" and lp(duel) == (8000, 8000) and field_monsters(duel, 0) == [SK]


def test_shadowknight_archfiend_destroyed_when_upkeep_cannot_be_paid():
    """Q: I have 800 LP as my Standby Phase begins. A: I cannot pay 900: it is destroyed and my
    LP stay 800."""
    duel = _standby(lp0=800)
    assert lp(duel) == (800, 8000) and grave(duel, 0) == [SK] and field_monsters(duel, 0) == []


def test_shadowknight_archfiend_upkeep_paid_under_skill_drain():
    """Q: my opponent's Skill Drain is face-up as my Standby Phase begins. A: the upkeep is a
    cost, no effect: I still pay 900."""
    duel = _standby(skill_drain=True)
    assert lp(duel) == (7100, 8000) and field_monsters(duel, 0) == [SK]


def _snatch(seed, own=False):
    """Turn 4: player 1 targets player 0's Shadowknight Archfiend with Snatch Steal (own=True:
    turn 3, player 0 targets it with their own Book of Moon); the duel once the chain is done."""
    if own:
        table = Table(turn=3, turn_player=0)
        table.hand(0, "Book of Moon")
    else:
        table = Table(turn=4, turn_player=1)
        table.hand(1, "Snatch Steal")
    table.monster(0, SK)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build(seed=seed)
    s = Script(duel)
    player = 0 if own else 1
    s.pick("activate", "Book of Moon" if own else "Snatch Steal", first=True, player=player)
    s.pick("target", SK, player=player)
    _settle(duel, s)
    return duel


def _rolled(duel):
    return [e["result"] for e in of_type(duel, "die_roll")]


def test_shadowknight_archfiend_die_on_3_negates_and_destroys_snatch_steal():
    """Q: my opponent's Snatch Steal targets my Shadowknight Archfiend; as it resolves the die
    shows 3. A: Snatch Steal's effect is negated and it is destroyed: I keep my monster. With
    another number it resolves: they take control."""
    seen = set()
    for seed in range(60):
        duel = _snatch(seed)
        rolls = _rolled(duel)
        assert len(rolls) == 1, seed
        if rolls == [3]:
            assert field_monsters(duel, 0) == [SK] and field_monsters(duel, 1) == []
            assert grave(duel, 1) == ["Snatch Steal"]
            assert any(e.get("what") == "effect" for e in of_type(duel, "negated"))
        else:
            assert field_monsters(duel, 1) == [SK] and field_monsters(duel, 0) == []
            assert grave(duel, 1) == []
        seen.add(rolls[0] == 3)
        if len(seen) == 2:
            break
    assert seen == {True, False}


def test_shadowknight_archfiend_no_die_for_its_controllers_own_effect():
    """Q: I target my own Shadowknight Archfiend with my Book of Moon. A: only the opponent's
    effects roll the die: no die, it is turned face-down."""
    duel = _snatch(0, own=True)
    assert _rolled(duel) == []
    assert duel.players[0].mzone[0] is not None and not duel.players[0].mzone[0].face_up


def test_shadowknight_archfiend_no_die_for_an_effect_that_does_not_target():
    """Q: my opponent's Fissure destroys my Shadowknight Archfiend (their face-up monster with the
    lowest ATK: mine is the only one). A: Fissure targets nothing: no die, it is destroyed."""
    table = Table(turn=4, turn_player=1)
    table.hand(1, "Fissure")
    table.monster(0, SK)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", first=True, player=1)
    _settle(duel, s)
    assert _rolled(duel) == [] and grave(duel, 0) == [SK]
