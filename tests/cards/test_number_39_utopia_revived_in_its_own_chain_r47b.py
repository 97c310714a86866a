"""Number 39: Utopia's self-destruction hits only the Utopia that was attacked (round 47b's
mutation round).

The card's text (when this card with no material is targeted for an attack: destroy it) and
seed 000 §卡片的移動: a card that leaves the field and comes back is a new card, so the
Utopia Tributed in that chain and brought back by Call of the Haunted is not destroyed by the
first Utopia's effect."""

from duelist.testing.reads import field_monsters, of_type
from duelist.testing.scenario import Script, Table


def test_utopia_tributed_and_revived_in_the_chain_of_its_self_destruction_stays():
    """Q: my opponent's Battle Ox attacks my Number 39: Utopia, which has no material: its
    effect destroys it. In the chain I Tribute Utopia for my Set Enemy Controller (taking Battle
    Ox) and bring Utopia back with Call of the Haunted. Is the revived Utopia destroyed? A: no:
    it is a new card; it stays on my field beside Battle Ox."""
    table = Table(rules="MR5", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, "Number 39: Utopia", summon_kind="xyz")
    table.spell_trap(0, "Enemy Controller")
    table.spell_trap(0, "Call of the Haunted")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Number 39: Utopia", player=1)
    s.expect(request="chain", player=0)          # Chain Link 1: Utopia's own effect
    s.answer(s.options("activate", "Enemy Controller")[1])      # Tribute 1, take 1
    s.pick("select", "Number 39: Utopia", request="select")
    s.pick("target", "Battle Ox", request="target")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Number 39: Utopia", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    links = [(e["link"], e["name"]) for e in of_type(duel, "chain")]
    assert links == [(1, "Number 39: Utopia"), (2, "Enemy Controller"), (3, "Call of the Haunted")]
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Number 39: Utopia"]
