"""King Tiger Wanghu (83986578): a judge's review (round 58x) of what its trigger destroys as it resolves.

Sources, in our words: today's OCG text (yugioh-wiki.net 《王虎ワンフー》: "each time a monster with 1400
or less ATK is Summoned ... if this card is face-up on the field, destroy that monster of 1400 or less
ATK": the ATK is a condition of the destruction too); the player-written ruling notes of
w.atwiki.jp/wiki7_will 《王虎ワンフー》 (its trigger is activated on the ATK at the Summon and destroys
only a monster whose ATK is still 1400 or less as it resolves: Rush Recklessly chained to it saves the
monster, as Shrink chained to Bottomless Trap Hole does, whose script re-checks the same way); the
PGD-era rulings (shuffleandcut.com PGD-004: Scapegoat's Tokens are destroyed; a trigger that uses the
chain). A trigger effect whose happening came about in the middle of a chain is activated once that
chain has resolved (seed 000 §誘發效果), and answers the Summon that made it, whatever happened after."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

KTW = "King Tiger Wanghu"


def _chain_names(duel):
    return [e["name"] for e in of_type(duel, "chain")]


def _play_out(s, duel, answer=None):
    """Passes every chain window; `answer(duel)` may act first (True: it did)."""
    for _ in range(40):
        r = duel.request
        if r is None or r.kind == "idle":
            return
        if answer is not None and answer(duel):
            continue
        if r.kind == "chain":
            s.pick("pass", player=r.player)
        else:
            s.answer(r.options[0])


def test_king_tiger_wanghu_rush_recklessly_chained_saves_the_monster():
    """Q: I Normal Summon Sangan (1000 ATK) into my opponent's Wanghu; in answer to Wanghu's trigger I
    activate Rush Recklessly on Sangan (1700 ATK). A: Wanghu's effect resolves on a monster that no
    longer has 1400 or less ATK: Sangan stays on the field (atwiki 《王虎ワンフー》's notes; today's
    text; the same re-check as Bottomless Trap Hole's)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Sangan")
    table.spell_trap(0, "Rush Recklessly")
    table.deck(0, ["Giant Rat", "Battle Ox"])
    table.monster(1, KTW)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Sangan")

    def rush(duel):
        if duel.request.kind == "chain" and duel.request.player == 0 and _chain_names(duel) == [KTW] \
                and s.has("activate", "Rush Recklessly"):
            s.pick("activate", "Rush Recklessly", player=0)
            s.pick("target", "Sangan", player=0)
            return True
        return False

    _play_out(s, duel, rush)
    assert _chain_names(duel) == [KTW, "Rush Recklessly"]
    assert field_monsters(duel, 0) == ["Sangan"] and [duel.atk(c) for c in duel.monsters(0)] == [1700]
    assert grave(duel, 0) == ["Rush Recklessly"] and of_type(duel, "destroyed") == []


def test_king_tiger_wanghu_scapegoat_chained_to_pot_of_greed():
    """Q: I activate Pot of Greed and chain Scapegoat while my opponent controls Wanghu. Scapegoat
    resolves (4 Sheep Tokens), then Pot of Greed draws 2. A: Wanghu's trigger, activated once the chain
    has resolved, destroys the four Tokens. (Its own batch, `ctx.happenings`, is the Summon's; the
    window after the chain opened on Pot of Greed's draw: round 59b's fix, chain.py.)"""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Pot of Greed")
    table.spell_trap(0, "Scapegoat")
    table.deck(0, ["Giant Rat", "Battle Ox", "Celtic Guardian"])
    table.monster(1, KTW)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Scapegoat", player=0)
    _play_out(s, duel)
    assert _chain_names(duel) == ["Pot of Greed", "Scapegoat", KTW]
    assert field_monsters(duel, 0) == [] and len(of_type(duel, "destroyed")) == 4
    assert field_monsters(duel, 1) == [KTW]
