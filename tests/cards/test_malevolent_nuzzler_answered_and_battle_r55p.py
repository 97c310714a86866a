"""Malevolent Nuzzler (99597615): its "when sent from the field to the GY, you may pay 500 LP"
return, (1) when the Nuzzler is destroyed in answer to its own activation and (2) when its
monster is destroyed by battle.

Sources: seed 000 §誘發效果 (an optional "when ... you can" trigger misses the timing when the
happening is not the last thing that happened; a mandatory one never does); yugioh-wiki
《光の角》 (Horn of Light, this card's counterpart: the return is a chain link); the Nuzzler's
text, the same in 2005 (MRL) and today. (1) is our reading of the seed: the Nuzzler's own
activation resolves (and equips nothing) after the card went to the GY, so its going was not
the last thing; the widely repeated judge answer says the same, not retrieved this round. (2):
the monster and then the Nuzzler leave in the Damage Step with nothing after them: no missed
timing. Default preset (MR5)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_malevolent_nuzzler_destroyed_in_answer_to_its_activation_misses_the_timing():
    """Q: I activate Malevolent Nuzzler on Battle Ox; my opponent chains Mystical Space Typhoon on
    it. A: the Nuzzler goes to my GY before its own activation resolves (equipping nothing); the
    resolution comes after it, so the optional "when" misses the timing: no question, the
    Nuzzler stays in my GY, I pay nothing, Battle Ox stays at 1700."""
    table = Table(turn=3)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Malevolent Nuzzler")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Malevolent Nuzzler")
    s.pick("target", "Battle Ox")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Malevolent Nuzzler", player=1)
    _resolve(duel, s)
    assert duel.request.kind == "idle"
    assert grave(duel, 0) == ["Malevolent Nuzzler"] and lp(duel) == (8000, 8000)
    assert duel.players[0].deck[-1].name == "Celtic Guardian" and duel.atk(ox.card(duel)) == 1700
    assert any(e["type"] == "missed_timing" and e["name"] == "Malevolent Nuzzler" for e in duel.log)


def test_malevolent_nuzzler_whose_monster_is_destroyed_by_battle_may_return():
    """Q: my Battle Ox with the Nuzzler (2400) attacks Summoned Skull (2500) and is destroyed. A: I
    take 100; the Nuzzler goes to the GY with its monster and its "when" is the last thing that
    happened: I may pay 500 and it goes on top of my Deck."""
    table = Table(turn=3, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Malevolent Nuzzler", face_down=False, equipped_to=ox)
    skull = table.monster(1, "Summoned Skull")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=skull)
    _resolve(duel, s)
    s.pick("yes", player=0, request="yes_no")
    _resolve(duel, s)
    assert grave(duel, 0) == ["Battle Ox"] and lp(duel) == (7400, 8000)
    assert duel.players[0].deck[-1].name == "Malevolent Nuzzler"
