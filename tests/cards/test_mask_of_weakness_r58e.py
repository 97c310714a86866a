"""Mask of Weakness (57882509), Normal Trap: target the attacking monster; it loses 700 ATK until the
end of the turn (any attacker, at any moment an attack is on: round 58v's file).

Sources, in our words: the card's texts (the 2002 OCG print: 1 attacking monster loses 700 ATK until
the End Phase; today's: the same, with a target; no ERAS entry); yugioh-wiki.net 《弱体化の仮面》 (it
targets an attacking monster, one's own too). Spirit Reaper targeted by it is destroyed by its own
effect (Spirit Reaper's text; formatlibrary's Goat rulings: "destroyed when targeted", the attack
then goes no further)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

MW = "Mask of Weakness"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_mask_of_weakness_turns_the_battle():
    """Q: my opponent's Battle Ox (1700) attacks my Celtic Guardian (1400); I activate Mask of
    Weakness on it. A: the Ox is 1000 in damage calculation: it is destroyed, my opponent takes 400,
    and my Guardian stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, MW)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian, player=1)
    s.pick("activate", MW, player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox"] and grave(duel, 0) == [MW] and lp(duel) == (8000, 7600)
    assert guardian.card(duel).location == "mzone"


def test_mask_of_weakness_lasts_until_the_end_of_the_turn():
    """Q: my opponent's Battle Ox attacks directly; I use Mask of Weakness on it. A: I take 1000; the
    Ox is 1000 ATK for the rest of the turn and 1700 again in my next turn."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(0, MW)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1)
    s.pick("activate", MW, player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    _pass(s)
    assert lp(duel) == (7000, 8000) and duel.atk(ox.card(duel)) == 1000
    s.end_turn()
    _pass(s)
    assert duel.turn == 5 and duel.atk(ox.card(duel)) == 1700


def test_mask_of_weakness_only_while_an_attack_is_on():
    """Q: may I activate Mask of Weakness in my opponent's Main Phase, with no attack on? A: no: it
    needs an attacking monster to target (round 58v: any attacker, own included, the Damage Step up
    to damage calculation too: test_mask_of_weakness_any_attacker_r58v.py)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, MW)
    table.hand(1, "Pot of Greed")
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    assert not s.has("activate", MW)


def test_mask_of_weakness_on_spirit_reaper_destroys_it():
    """Q: my opponent's Spirit Reaper attacks directly; I target it with Mask of Weakness. A: Spirit
    Reaper is destroyed as a card effect targeted it: the attack goes no further, I take nothing."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Spirit Reaper")
    table.spell_trap(0, MW)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Spirit Reaper", target="player", player=1)
    s.pick("activate", MW, player=0, request="chain")
    s.pick("target", "Spirit Reaper", player=0)
    _pass(s)
    assert grave(duel, 1) == ["Spirit Reaper"] and lp(duel) == (8000, 8000)
