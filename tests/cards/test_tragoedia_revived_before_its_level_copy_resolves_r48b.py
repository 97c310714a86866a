"""Tragoedia's Level copy goes to the Tragoedia that activated it, not to it once it has left
the field and come back (round 48b's mutation round).

Tragoedia's text (once per turn: target a monster in your GY; this card's Level becomes that
monster's Level until the end of the turn) and seed 000 §卡片的移動: a card that leaves the
field and comes back is a new card, so the effect of the Tragoedia Tributed in the chain does
nothing to the one Call of the Haunted brought back."""

from duelist.testing.scenario import Script, Table


def test_tragoedia_tributed_and_revived_in_its_own_chain_keeps_level_10():
    """Q: I activate Tragoedia's effect targeting Battle Ox (Level 4) in my GY. In its chain I
    Tribute Tragoedia for Enemy Controller, then bring it back with Call of the Haunted. Is the
    revived Tragoedia Level 4 when the effect resolves? A: no: it is a new card: it is Level
    10."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Tragoedia")
    table.grave(0, "Battle Ox")
    table.hand(0, "Enemy Controller")
    table.spell_trap(0, "Call of the Haunted")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    activations = [o for o in duel.request.options if o.kind == "activate" and o.name == "Tragoedia"]
    s.answer(activations[-1])           # (its last effect: copy a Level)
    s.pick("target", "Battle Ox", request="target")
    chain = s.expect(request="chain", player=0)
    s.answer(chain.options[1])          # Enemy Controller's second effect: Tribute 1, take 1
    s.pick("select", "Tragoedia", request="select")
    s.pick("target", "Celtic Guardian", request="target")
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", "Tragoedia", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    [tragoedia] = [c for c in duel.monsters(0) if c.name == "Tragoedia"]
    assert duel.level(tragoedia) == 10
    assert sorted(c.name for c in duel.monsters(0)) == ["Celtic Guardian", "Tragoedia"]
