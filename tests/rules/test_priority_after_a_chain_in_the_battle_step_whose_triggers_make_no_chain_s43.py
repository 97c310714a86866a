"""After a chain in a window that is not the menu's (here: the attack's declaration, the
Battle Step), priority is the turn player's again, then the opponent's, even where the chain's
triggers make no chain (seed 000 §回合玩家的優先權): only after a chain of a Main Phase or Battle
Step action does the menu follow at once (`Rules.menu_after_unchained_triggers`, stop 43).
Round 43n's open mutant (`quiet` set outside a menu window) would end the window with nobody
asked."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_after_mirror_force_and_a_declined_makyura_the_attacker_s_player_is_asked_first():
    """Player 0 attacks with Battle Ox beside Makyura the Destructor; player 1 answers with
    Mirror Force, destroying both; player 0 declines Makyura's trigger. Player 0 then has
    priority in the Battle Step (their Set Dust Tornado may be activated), then player 1."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Battle Ox")
    table.monster(0, "Makyura the Destructor")
    table.spell_trap(0, "Dust Tornado")
    table.monster(1, "Mystical Elf", position="defense")
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    while duel.request.kind == "chain":             # the windows before the Battle Step
        s.pick("pass", player=duel.request.player)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    if duel.request.player == 0 and duel.request.kind == "chain":
        s.pick("pass", player=0)
    s.pick("activate", "Mirror Force", request="chain", player=1)
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass", player=duel.request.player)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Makyura the Destructor"]
    s.expect(request="yes_no", player=0)
    s.answer([o for o in duel.request.options if o.kind == "no"][0])
    s.expect(request="chain", player=0)
    assert s.has("activate", "Dust Tornado")
    s.pick("pass", player=0)
    s.expect(request="chain", player=1)
    assert s.has("activate", "Dust Tornado")
