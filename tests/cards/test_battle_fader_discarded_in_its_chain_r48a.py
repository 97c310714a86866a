"""Battle Fader that left the hand before its effect resolved (round 48a).

The card's text: when an opponent's monster declares a direct attack, Special Summon it from
your hand, then end the Battle Phase. Seed 000 §効果処理 (an effect does what it still can):
an effect that Special Summons "this card from your hand" does nothing once the card is no
longer in the hand, and the "then" part (ending the Battle Phase) needs the summon first."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_battle_fader_discarded_for_raigeki_break_in_its_chain_neither_comes_out_nor_ends_the_battle():
    """Q: my opponent's Celtic Guardian attacks me directly; I activate Battle Fader from my
    hand, then chain my Raigeki Break, discarding that same Battle Fader as its cost, to
    destroy their Battle Ox. A: Raigeki Break destroys Battle Ox; Battle Fader, in my GY now,
    is not Special Summoned and the Battle Phase goes on: Celtic Guardian's attack hits me for
    1400."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Battle Ox")
    table.hand(1, "Battle Fader")
    table.spell_trap(1, "Raigeki Break")
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="player")
    s.pick("yes", "Battle Fader", player=1, request="yes_no")
    for _ in range(4):
        if s.has("activate", "Raigeki Break"):
            break
        s.pick("pass")
    s.pick("activate", "Raigeki Break", player=1, request="chain")
    s.pick("select", "Battle Fader", player=1, request="select")      # the discard, its cost
    s.pick("target", "Battle Ox", player=1)
    while duel.request.kind in ("chain", "option"):
        s.pick("pass" if duel.request.kind == "chain" else "option", first=True)
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Battle Fader", "Raigeki Break"]
    assert grave(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (8000, 8000 - 1400)
