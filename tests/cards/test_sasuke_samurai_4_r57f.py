"""Sasuke Samurai #4 (64538655): at the start of the Damage Step, when it battles an opponent's
monster, a coin is tossed; on heads that monster is destroyed.

Sources: the card's texts in our words -- the 2005 print (RDS) and today's ("at the start of the
Damage Step, if this card battles an opponent's monster: toss a coin and if the result is Heads,
destroy that opponent's monster") do the same (no ERAS entry); yugioh-wiki.net 《一撃必殺侍》 (a
mandatory trigger effect; it also activates when a face-up Sasuke Samurai #4 is attacked; the
destruction is by its effect, not by battle, so no damage calculation follows and nothing that
needs "destroyed by battle" applies; it does not target). Seed 000 §伤害步骤: at the start of the
Damage Step a face-down attack target is still face-down, so it is destroyed unflipped and its
FLIP effect never activates; a face-down Sasuke Samurai #4 cannot activate its effect then.

The coin is the duel's PRNG: each test plays the seeds from 0 until the toss it needs comes up
and asserts the log's toss."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

SS = "Sasuke Samurai #4"


def _battle(want, mine_attacks=True, foe="Blue-Eyes White Dragon", foe_position="attack",
            my_position="attack"):
    for seed in range(30):
        table = Table(rules="GOAT", turn=3 if mine_attacks else 4, turn_player=0 if mine_attacks else 1,
                      phase="battle_step")
        sasuke = table.monster(0, SS, position=my_position)
        other = table.monster(1, foe, position=foe_position)
        table.deck(0, ["Battle Ox"] * 2)
        table.deck(1, ["Battle Ox"] * 2)
        duel = table.build(seed=seed)
        s = Script(duel)
        if mine_attacks:
            s.pick("attack", SS, target=other, player=0)
        else:
            s.pick("attack", foe, target=sasuke, player=1)
        tosses = of_type(duel, "coin_tosses")
        if want is None or (tosses and tosses[0]["results"] == [want]):
            return duel, s, sasuke, other
    raise AssertionError("no seed gave %s" % want)


def test_sasuke_samurai_4_heads_destroys_the_monster_it_attacks():
    """Q: Sasuke Samurai #4 (1200) attacks Blue-Eyes White Dragon (3000); the coin is heads.
    A: Blue-Eyes is destroyed at the start of the Damage Step: no damage calculation, no damage;
    Sasuke stays."""
    duel, _, sasuke, _ = _battle("heads")
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"] and grave(duel, 0) == []
    assert lp(duel) == (8000, 8000) and of_type(duel, "battle") == []
    assert sasuke.card(duel).location == "mzone"
    assert [e["reason"] for e in of_type(duel, "destroyed")] == ["effect"]


def test_sasuke_samurai_4_tails_the_battle_goes_on():
    """Q: the same attack, the coin is tails. A: nothing is destroyed by it; damage calculation:
    Sasuke is destroyed by battle and I take 1800."""
    duel, _, _, _ = _battle("tails")
    assert grave(duel, 0) == [SS] and grave(duel, 1) == []
    assert lp(duel) == (6200, 8000)


def test_sasuke_samurai_4_face_up_and_attacked_tosses_too():
    """Q: my opponent's Blue-Eyes attacks my face-up Sasuke Samurai #4; heads. A: Blue-Eyes is
    destroyed; I take no damage."""
    duel, _, sasuke, _ = _battle("heads", mine_attacks=False)
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"]
    assert lp(duel) == (8000, 8000) and sasuke.card(duel).location == "mzone"


def test_sasuke_samurai_4_face_down_and_attacked_does_nothing():
    """Q: my Sasuke Samurai #4 is face-down when Blue-Eyes attacks it. A: at the start of the
    Damage Step it is still face-down: no coin; it is flipped and destroyed by battle."""
    duel, _, _, _ = _battle(None, mine_attacks=False, my_position="set")
    assert of_type(duel, "coin_tosses") == []
    assert grave(duel, 0) == [SS] and grave(duel, 1) == []


def test_sasuke_samurai_4_destroys_a_face_down_man_eater_bug_unflipped():
    """Q: Sasuke Samurai #4 attacks a face-down Man-Eater Bug; heads. A: the Bug is destroyed before
    it is flipped: its FLIP effect never activates, and Sasuke stays on the field."""
    duel, _, sasuke, bug = _battle("heads", foe="Man-Eater Bug", foe_position="set")
    assert grave(duel, 1) == ["Man-Eater Bug"] and grave(duel, 0) == []
    assert sasuke.card(duel).location == "mzone"
    assert not any(e["type"] == "flip" for e in duel.log)
    assert duel.request.kind == "battle"


def test_sasuke_samurai_4_heads_destroys_spirit_reaper_and_marshmallon():
    """Q: Sasuke Samurai #4 attacks a face-up Spirit Reaper, then (another duel) a face-up
    Marshmallon; the coin is heads. A: both are safe only from destruction by battle: destroyed
    by the effect, and Sasuke does not target, so Spirit Reaper's own self-destruction never
    comes into it; no damage calculation, Marshmallon's 1000 damage never happens."""
    for foe, position in (("Spirit Reaper", "defense"), ("Marshmallon", "attack")):
        duel, _, sasuke, _ = _battle("heads", foe=foe, foe_position=position)
        assert grave(duel, 1) == [foe], foe
        assert [e["reason"] for e in of_type(duel, "destroyed")] == ["effect"], foe
        assert lp(duel) == (8000, 8000) and sasuke.card(duel).location == "mzone", foe


def test_sasuke_samurai_4_destroys_a_set_marshmallon_unflipped():
    """Q: Sasuke Samurai #4 attacks a face-down Marshmallon; heads. A: it is destroyed still
    face-down (Seed 000 §伤害步骤, as Man-Eater Bug above): Marshmallon's effects never applied,
    I take no 1000 damage."""
    duel, _, _, _ = _battle("heads", foe="Marshmallon", foe_position="set")
    assert grave(duel, 1) == ["Marshmallon"]
    assert lp(duel) == (8000, 8000)
