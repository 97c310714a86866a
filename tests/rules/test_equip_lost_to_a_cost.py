"""An Equip Card whose monster is Tributed as the cost of an activation (seed 000 §裝備魔法,
§發動與效果處理: an activation is one process; the state rules apply once it is done)."""

from duelist.testing.invariants import check_invariants
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_an_equip_spell_leaves_once_exiled_force_has_finished_activating():
    """Exiled Force Tributes itself to activate. While its player still chooses the target
    the activation is not finished, so Lucky Iron Axe waits; once the chain link is made,
    the state rules send the Axe to the GY before anyone can respond."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    force = table.monster(0, "Exiled Force")
    table.spell_trap(0, "Lucky Iron Axe", face_down=False, equipped_to=force)
    target = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Exiled Force")
    assert duel.request.kind == "target"
    assert "Lucky Iron Axe" not in grave(duel, 0)          # mid-activation: nothing applied yet
    s.pick("target", target)
    assert "Exiled Force" in grave(duel, 0) and "Lucky Iron Axe" in grave(duel, 0)


def test_an_equip_whose_monster_paid_a_cost_in_a_response_window_leaves_before_the_next_player_acts():
    """The same rule when the card is activated in a window rather than from the menu
    (property duel seed 4531508, GOAT): at the start of the Battle Phase player 0 activates
    Deck Devastation Virus, Tributing Gravekeeper's Chief (1900 + Book of Secret Arts' 300).
    Once the chain link is made the state rules send Book of Secret Arts to the GY, before
    anyone is asked to respond (here player 0 again, holding Seven Tools of the Bandit)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    chief = table.monster(0, "Gravekeeper's Chief")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=chief)
    table.spell_trap(0, "Deck Devastation Virus")
    table.spell_trap(0, "Seven Tools of the Bandit")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Deck Devastation Virus", request="chain")
    s.pick("select", "Gravekeeper's Chief")
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert grave(duel, 0) == ["Gravekeeper's Chief", "Book of Secret Arts"]
    check_invariants(duel)
