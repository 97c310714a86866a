"""Armored Glass (36868108): its activation timing (round 59y, a judge's review of round 59k).

Sources, in our words: the OCG text of 《ガラスの鎧》 (the Chinese database text the same: it can be
activated only at the moment an Equip Card is equipped to a monster) and today's English text ("You
can activate this card when a monster is equipped with an Equip Card"); the PSV print the same: a
Trap that answers the equip happening, not one activated at any time while some monster holds an
Equip Card. Round 59k's script (`condition`: an Equip Card is on the field) lets it be activated
in any window. The engine records an equip as a log line only (engine/actions.py `equip` emits
{"type": "equip"} but makes no happening), so no response window is tied to it and no script can
ask "was a monster equipped just now" (`ctx.last_events`): an engine request, a strict xfail here
until the lead's `H.EQUIPPED` happening (stop 59)."""

from duelist.testing.scenario import Script, Table

AG = "Armored Glass"


def test_armored_glass_not_long_after_the_equip():
    """Q: my opponent's Battle Ox was equipped with Axe of Despair on an earlier turn; now it attacks.
    May I activate Armored Glass at the attack? A: no: nothing was equipped just now."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    elf = table.monster(0, "Mystical Elf", position="defense")
    table.spell_trap(0, AG)
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Axe of Despair", face_down=False, equipped_to=ox)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=elf, player=1)
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", AG))
